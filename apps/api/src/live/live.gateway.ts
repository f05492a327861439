import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { LiveNotifier } from './live-notifier';

/** Socket.IO at /socket.io on the API's own server. Sockets join rooms only once authenticated (identity issue). */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class LiveGateway implements OnGatewayInit {
  @WebSocketServer()
  server!: Server;

  constructor(private readonly notifier: LiveNotifier) {}

  afterInit(server: Server): void {
    this.notifier.attach(server);
  }
}
