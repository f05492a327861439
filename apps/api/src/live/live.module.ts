import { Global, Module } from '@nestjs/common';
import { LiveAccessWatch } from './live-access-watch';
import { liveBusProvider } from './live-bus.provider';
import { LiveGateway } from './live.gateway';
import { LiveNotifier } from './live-notifier';

@Global()
@Module({ providers: [liveBusProvider, LiveGateway, LiveNotifier, LiveAccessWatch], exports: [LiveNotifier] })
export class LiveModule {}
