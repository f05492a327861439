import { Global, Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway';
import { LiveNotifier } from './live-notifier';

@Global()
@Module({ providers: [LiveGateway, LiveNotifier], exports: [LiveNotifier] })
export class LiveModule {}
