import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { clientRoomUpdates } from './client-rooms';
import { LIVE_UPDATE_EVENT, roomsForUpdate, type LiveUpdate } from './live-update';

/** Forwards projector commits to the Socket.IO rooms allowed to see them. */
@Injectable()
export class LiveNotifier {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  publish(update: LiveUpdate): void {
    const rooms = roomsForUpdate(update);
    if (this.server && rooms.length > 0) this.server.to(rooms).emit(LIVE_UPDATE_EVENT, update);
    for (const routed of clientRoomUpdates(update)) this.server?.to(routed.room).emit(LIVE_UPDATE_EVENT, routed.update);
  }
}
