import { type BeforeApplicationShutdown, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Once shutdown begins, every response (including those of requests still in flight) carries `Connection: close`.
 * The server stops accepting and closes idle keep-alive connections when it closes, but a connection whose request
 * was in flight would otherwise stay open after its response and hold the process until the keep-alive timeout.
 */
@Injectable()
export class ConnectionDraining implements OnModuleInit, BeforeApplicationShutdown {
  private draining = false;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    server.addHook('onSend', async (_request, reply, payload) => {
      if (this.draining) reply.header('connection', 'close');
      return payload;
    });
  }

  beforeApplicationShutdown(): void {
    this.draining = true;
  }
}
