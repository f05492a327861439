import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { ApiConfig } from '../config/api-config';
import { ProjectorAppModule } from './projector-app.module';

/** Builds a `projector` process (not yet listening): the engine, and Fastify serving /health only. */
export async function createProjectorApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(ProjectorAppModule.forRoot(config), new FastifyAdapter({ bodyLimit: 1024 }), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  return app;
}
