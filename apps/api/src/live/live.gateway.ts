import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { AccessTokens, UserAccounts } from '@receptionist/identity-application';
import type { Server } from 'socket.io';
import { LiveAccessWatch } from './live-access-watch';
import { LiveNotifier } from './live-notifier';
import { authenticateSockets } from './socket-authentication';
import { acceptTokenRefreshes } from './socket-token-refresh';

/**
 * Socket.IO at /socket.io on the API's own server; the handshake's access token decides the rooms a socket joins, a
 * refreshed token extends them, and LiveAccessWatch disconnects sockets whose session, token or role has ended.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class LiveGateway implements OnGatewayInit {
  @WebSocketServer()
  server!: Server;

  constructor(
    private readonly notifier: LiveNotifier,
    private readonly watch: LiveAccessWatch,
    private readonly accessTokens: AccessTokens,
    private readonly accounts: UserAccounts,
  ) {}

  afterInit(server: Server): void {
    server.use(authenticateSockets(this.accessTokens, this.accounts));
    acceptTokenRefreshes(server, this.accessTokens, this.accounts);
    this.notifier.attach(server);
    this.watch.attach(server);
  }
}
