import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { LiveBus, LiveDocumentChange, LiveFact, LiveNotification } from '@receptionist/live-bus';
import type { Server } from 'socket.io';
import { clientRoomUpdates } from './client-rooms';
import { LIVE_BUS } from './live-bus.provider';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { LiveUpdateCoalescer } from './live-coalescing';
import { factsOfCommit } from './live-facts';
import { LIVE_UPDATE_EVENT, roomsForUpdate, type LiveUpdate } from './live-update';

/** One projector commit as the engine reports it; `facts` default to those its written documents show. */
interface CommittedProjection {
  projector: string;
  position: number;
  changes: readonly LiveDocumentChange[];
  facts?: readonly LiveFact[];
}

/**
 * The live channel's two halves. `publish` is called by the process that committed (once per commit, after it) and
 * puts the commit with its domain facts on the bus; every API process relays what arrives on the bus — from any
 * process, its own included — to the Socket.IO rooms allowed to see it.
 */
@Injectable()
export class LiveNotifier implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveNotifier');
  private server: Server | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Bursts of commits reach the sockets as one update per projector per LIVE_UPDATE_COALESCE_MS (live-coalescing.ts). */
  private readonly coalescer: LiveUpdateCoalescer;

  constructor(
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.coalescer = new LiveUpdateCoalescer(config.live.coalesceMs, (update) => this.emit(update));
  }

  attach(server: Server): void {
    this.server = server;
    this.unsubscribe ??= this.bus.subscribe((notification) => this.relay(notification));
  }

  publish({ projector, position, changes, facts }: CommittedProjection): void {
    const notification: LiveNotification = {
      projector,
      position,
      changes: [...changes],
      facts: [...(facts ?? factsOfCommit(projector, changes))],
      publishedAt: Date.now(),
    };
    this.bus.publish(notification).catch((err: unknown) => this.logger.error({ err, projector }, 'Live notification not published'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.coalescer.flushAll();
    await this.bus.close();
  }

  private relay(update: LiveUpdate): void {
    if (this.server) this.coalescer.push(update);
  }

  /**
   * To the rooms that have a socket of this process in them: every process relays the bus to its own sockets, and
   * Socket.IO would encode an update for an empty room all the same (a catch-up commits for hundreds of clients).
   */
  private emit(update: LiveUpdate): void {
    const server = this.server;
    if (!server) return;
    const listened = (room: string) => server.sockets.adapter.rooms.has(room);
    const rooms = roomsForUpdate(update).filter(listened);
    if (rooms.length > 0) server.to(rooms).emit(LIVE_UPDATE_EVENT, update);
    for (const routed of clientRoomUpdates(update, listened)) server.to(routed.room).emit(LIVE_UPDATE_EVENT, routed.update);
  }
}
