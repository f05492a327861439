import { Module } from '@nestjs/common';
import { IdentityModule } from '@receptionist/identity-application';
import { StreamHistoryResolver } from './stream-history.resolver';

/** Entity timelines across the contexts: the event log read stream by stream (admins and analysts). */
@Module({ imports: [IdentityModule], providers: [StreamHistoryResolver] })
export class HistoryModule {}
