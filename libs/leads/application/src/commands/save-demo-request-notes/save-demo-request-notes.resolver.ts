import { UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { AdminGuard, type AuthContext, CurrentUser } from '@receptionist/identity-application';
import { DemoRequestType } from '../../graphql/demo-request.type';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';
import { FreshDemoRequest } from '../../queries/demo-request/fresh-demo-request';
import { SaveDemoRequestNotesCommand } from './save-demo-request-notes.command';

@Resolver()
export class SaveDemoRequestNotesResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly fresh: FreshDemoRequest,
  ) {}

  @Mutation(() => DemoRequestType, {
    description:
      'Administrators only. Saves the admin notes (trimmed, at most 5000 characters). A stale expectedRevision fails with ' +
      'CONFLICT and changes nothing. Returns the request as the list now shows it.',
  })
  @UseGuards(AdminGuard)
  async saveDemoRequestNotes(
    @Args('id', { type: () => ID }) id: string,
    @Args('notes') notes: string,
    @Args('expectedRevision', { type: () => Int }) expectedRevision: number,
    @CurrentUser() user: AuthContext,
  ): Promise<DemoRequestDoc> {
    const by = { userId: user.userId, email: user.email };
    const { position } = await this.commandBus.execute(new SaveDemoRequestNotesCommand(id, notes, expectedRevision, by));
    return this.fresh.after(id, position);
  }
}
