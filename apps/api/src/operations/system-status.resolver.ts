import { Inject, UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { PLATFORM, type Platform } from '../infrastructure/platform';
import { SystemStatusType } from './system-status.type';
import { UnknownProjectorError } from './unknown-projector.error';

/** How long a retry or skip waits for the projector to catch up before answering with whatever state it is in. */
const SETTLE_TIMEOUT_MS = 3000;

/** The operator's view of the API process: stores, head position, projectors; retry or skip a failed projector. */
@Resolver(() => SystemStatusType)
@UseGuards(AdminGuard)
export class SystemStatusResolver {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Query(() => SystemStatusType, { description: 'Administrators only' })
  systemStatus(): Promise<SystemStatusType> {
    return this.currentStatus();
  }

  @Mutation(() => SystemStatusType, {
    description: 'Administrators only. Applies the failed event again; a projector that has not failed is left as it is',
  })
  retryProjector(@Args('name') name: string): Promise<SystemStatusType> {
    return this.act(name, () => this.platform.projections.requestAction(name, 'retry'));
  }

  @Mutation(() => SystemStatusType, {
    description: 'Administrators only. Passes over the failed event and carries on; a projector that has not failed is left as it is',
  })
  skipProjector(@Args('name') name: string): Promise<SystemStatusType> {
    return this.act(name, () => this.platform.projections.requestAction(name, 'skip'));
  }

  /** Carried out here when this process leads the projector, otherwise by its leader (ROLE=api leads none). */
  private async act(name: string, action: () => Promise<boolean>): Promise<SystemStatusType> {
    const { projections, eventStore } = this.platform;
    if (!projections.status().some((projector) => projector.name === name)) throw new UnknownProjectorError(name);
    if (await action()) await projections.waitFor(await eventStore.headPosition(), { projectors: [name], timeoutMs: SETTLE_TIMEOUT_MS });
    return this.currentStatus();
  }

  private async currentStatus(): Promise<SystemStatusType> {
    const { eventStore, readStore, projections } = this.platform;
    return {
      eventStore: eventStore.kind,
      readStore: readStore.kind,
      headPosition: await eventStore.headPosition(),
      projectors: projections.status().map(({ name, version, status, position, failure }) => ({ name, version, status, position, failure })),
    };
  }
}
