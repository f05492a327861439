import { Module } from '@nestjs/common';
import { SystemStatusResolver } from './system-status.resolver';

/** Admin-only GraphQL for running the system: store kinds, projector states, retry/skip of failed projectors. */
@Module({ providers: [SystemStatusResolver] })
export class OperationsModule {}
