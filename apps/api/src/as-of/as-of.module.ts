import { Module } from '@nestjs/common';
import { IdentityModule } from '@receptionist/identity-application';
import { AsOfResolver } from './as-of.resolver';

/** The admin screens as of a past instant (admins and analysts). */
@Module({ imports: [IdentityModule], providers: [AsOfResolver] })
export class AsOfModule {}
