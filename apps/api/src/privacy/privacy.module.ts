import { Module } from '@nestjs/common';
import { IdentityModule } from '@receptionist/identity-application';
import { PersonalDataErasureController } from './personal-data-erasure.controller';
import { SubjectAccessController } from './subject-access.controller';

/** Personal-data rights across the contexts (subject access, erasure); the API is where every context's data meets. */
@Module({ imports: [IdentityModule], controllers: [SubjectAccessController, PersonalDataErasureController] })
export class PrivacyModule {}
