import { Inject, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/calls-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { OWNER_INBOX } from '../../projections/owner-inbox/owner-inbox.docs';
import { CallMessageType } from '../../queries/call-messages/call-message.type';
import { CallMessageQuery } from '../../queries/call-messages/call-messages.query';
import { MarkMessageHandledCommand } from './mark-message-handled.command';

@Resolver()
@UseGuards(AuthGuard)
export class MarkMessageHandledResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform,
  ) {}

  @Mutation(() => CallMessageType, {
    description: "Marks one of the owner's messages handled (or unhandled again); returns it as the inbox now shows it",
  })
  async markMessageHandled(
    @CurrentUser() user: AuthContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('handled', { type: () => Boolean }) handled: boolean,
  ): Promise<CallMessageType> {
    const clientId = clientIdOfOwner(user.userId);
    const { position } = await this.commandBus.execute(
      new MarkMessageHandledCommand(clientId, id, handled, { userId: user.userId, email: user.email }),
    );
    if (position !== null) await this.platform.projections.waitFor(position, { projectors: [OWNER_INBOX] });
    return this.queryBus.execute(new CallMessageQuery(clientId, id));
  }
}
