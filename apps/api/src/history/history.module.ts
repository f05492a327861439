import { Module } from '@nestjs/common';
import { IdentityModule } from '@receptionist/identity-application';
import { EventLogExportController } from './event-log-export.controller';
import { EventLogResolver } from './event-log.resolver';
import { StreamHistoryResolver } from './stream-history.resolver';

/** History across the contexts: the event explorer and entity timelines (admins and analysts). */
@Module({ imports: [IdentityModule], providers: [StreamHistoryResolver, EventLogResolver], controllers: [EventLogExportController] })
export class HistoryModule {}
