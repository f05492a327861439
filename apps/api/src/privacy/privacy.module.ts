import { Module } from '@nestjs/common';
import { IdentityModule } from '@receptionist/identity-application';
import { PersonalDataController } from './personal-data.controller';

/** Personal-data rights across the contexts (subject access, erasure); the API is where every context's data meets. */
@Module({ imports: [IdentityModule], controllers: [PersonalDataController] })
export class PrivacyModule {}
