import { Inject, UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { PLATFORM, type Platform } from '../infrastructure/platform';
import { AsOfBuildType } from './as-of-build.type';

/** Starts (once) the build of the admin screens' read models as of an instant and tells how far it is. */
@Resolver(() => AsOfBuildType)
@UseGuards(AdminGuard)
export class AsOfResolver {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Query(() => AsOfBuildType, {
    description:
      'Administrators and analysts. The read models of /admin, /admin/clients and /admin/demo-requests as of a past instant ' +
      '(ISO-8601 with its offset): the first call starts their build, later calls tell its progress; the queries given `asOf` read them once ready',
  })
  asOfBuild(@Args('at', { type: () => String }) at: string): AsOfBuildType {
    return this.platform.asOf.status(at);
  }
}
