import { UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { DemoRequestStatus } from '@receptionist/contracts';
import { AdminGuard, type AuthContext, CurrentUser } from '@receptionist/identity-application';
import { DemoRequestStatusEnum } from '../../graphql/demo-request.enums';
import { DemoRequestType } from '../../graphql/demo-request.type';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';
import { FreshDemoRequest } from '../../queries/demo-request/fresh-demo-request';
import { ChangeDemoRequestStatusCommand } from './change-demo-request-status.command';

@Resolver()
export class ChangeDemoRequestStatusResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly fresh: FreshDemoRequest,
  ) {}

  @Mutation(() => DemoRequestType, {
    description:
      'Administrators only. Any status to any other; the first change to contacted sets contactedAt. A stale expectedRevision ' +
      'fails with CONFLICT and changes nothing. Returns the request as the list now shows it.',
  })
  @UseGuards(AdminGuard)
  async changeDemoRequestStatus(
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => DemoRequestStatusEnum }) status: DemoRequestStatus,
    @Args('expectedRevision', { type: () => Int }) expectedRevision: number,
    @CurrentUser() user: AuthContext,
  ): Promise<DemoRequestDoc> {
    const by = { userId: user.userId, email: user.email };
    const { position } = await this.commandBus.execute(new ChangeDemoRequestStatusCommand(id, status, expectedRevision, by));
    return this.fresh.after(id, position);
  }
}
