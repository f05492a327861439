import { Module } from '@nestjs/common';
import { IdentityModule } from '@receptionist/identity-application';
import { SubjectAccessController } from './subject-access.controller';

/** Personal-data rights across the contexts (subject access); the API is where every context's data meets. */
@Module({ imports: [IdentityModule], controllers: [SubjectAccessController] })
export class PrivacyModule {}
