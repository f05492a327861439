import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { ClientNotFoundError, clientIdOfOwner } from '@receptionist/clients-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { ClientQuery } from './client.query';
import { ClientType } from './client.type';
import { FirstVisit } from './first-visit';

/** The signed-in owner's own client record: the client id always comes from the caller's user id, never from input. */
@Resolver(() => ClientType)
@UseGuards(AuthGuard)
export class ClientResolver {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly firstVisit: FirstVisit,
  ) {}

  @Query(() => ClientType, {
    nullable: true,
    description:
      "The caller's client record (opened when the account was confirmed); null while it is being opened — the client area shows its spinner and refetches on the live update",
  })
  async myClient(@CurrentUser() user: AuthContext): Promise<ClientType | null> {
    const clientId = clientIdOfOwner(user.userId);
    const read = (): Promise<ClientType | null> =>
      this.queryBus.execute(new ClientQuery(clientId)).catch((error: unknown) => {
        if (error instanceof ClientNotFoundError) return null;
        throw error;
      });
    return (await read()) ?? this.firstVisit.waitForRecord(clientId, read);
  }
}
