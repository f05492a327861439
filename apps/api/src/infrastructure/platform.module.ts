import { type DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { createOutboundHttp } from '@receptionist/outbound-http';
import { AS_OF_ANCHORS_DIRECTORY, ProjectionRunner } from '@receptionist/projections';
import { join } from 'node:path';
import { AsOfAnchors } from '../as-of/as-of-anchors';
import { AsOfBuilds } from '../as-of/as-of-builds';
import { freshAsOfDirectory } from '../as-of/as-of-directory';
import { asOfProjectors } from '../as-of/as-of-projectors';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import type { BoundedContext } from '@receptionist/contexts';
import { openBlobStore, openEventStore, openPersonalData, openProjectionLeases, openReadStore } from './open-stores';
import { PLATFORM, type Platform } from './platform';
import { ProjectionsLifecycle } from './projections-lifecycle';

/**
 * Selects the store adapters from the configuration and builds the projection engine with every context's projectors:
 * leading them under leases in `all` and `projector` processes, only reading their state in `api` processes.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(contexts: readonly BoundedContext[]): DynamicModule {
    const projectors = contexts.flatMap((context) => context.projectors);
    const logger = new Logger('Projections');
    const contextTokens = contexts.map((context) => context.platformToken);
    return {
      module: PlatformModule,
      providers: [
        {
          provide: PLATFORM,
          inject: [API_CONFIG],
          useFactory: async (config: ApiConfig): Promise<Platform> => {
            const personalData = await openPersonalData(config);
            const eventStore = openEventStore(config, personalData.codec);
            const readStore = openReadStore(config);
            const blobStore = openBlobStore(config);
            const lead = config.role !== 'api';
            const leases = lead ? openProjectionLeases(readStore) : null;
            const projections = new ProjectionRunner({
              eventStore,
              readStore,
              projectors,
              lead,
              leases: leases ?? undefined,
              leaseTtlMs: config.leaseTtlMs,
              onRebuild: () => personalData.codec.forgetAll(),
              onError: (error, projector) => logger.error({ err: error, projector }, 'Projection engine error'),
            });
            const screens = asOfProjectors(projectors);
            const asOfAnchors = new AsOfAnchors({
              eventStore,
              projectors: screens,
              parent: join(config.dataDir, AS_OF_ANCHORS_DIRECTORY),
              busy: () => projections.progress().catchingUp,
            });
            const directory = freshAsOfDirectory(join(config.dataDir, 'as-of'));
            const asOf = new AsOfBuilds({ eventStore, projectors: screens, directory, anchors: asOfAnchors });
            const outboundHttp = createOutboundHttp({ allowPrivate: config.webhooks.allowPrivate });
            const { role, dataDir } = config;
            return {
              eventStore,
              readStore,
              blobStore,
              projections,
              readModels: projections,
              asOf,
              asOfAnchors,
              leases,
              personalData,
              outboundHttp,
              role,
              dataDir,
            };
          },
        },
        ...contextTokens.map((token) => ({ provide: token, useExisting: PLATFORM })),
        ProjectionsLifecycle,
      ],
      exports: [PLATFORM, ...contextTokens],
    };
  }
}
