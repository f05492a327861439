import { Global, Module } from '@nestjs/common';
import { LiveAccessWatch } from './live-access-watch';
import { LiveGateway } from './live.gateway';
import { LiveNotifier } from './live-notifier';

@Global()
@Module({ providers: [LiveGateway, LiveNotifier, LiveAccessWatch], exports: [LiveNotifier] })
export class LiveModule {}
