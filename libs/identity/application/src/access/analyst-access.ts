import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { UserRole } from '@receptionist/identity-domain';

/**
 * The admin queries behind the history and analytics screens an `analyst` may call: the overview (/admin), the
 * client list (/admin/clients), leads (/admin/demo-requests), analytics (/admin/analytics), the event explorer (/admin/events), entity timelines and the "as of" builds of the first three. Read-only queries only:
 * no mutation is ever listed, and `systemStatus` (operations) stays with admins. A context that adds a query for those
 * screens lists its root field name here (the one place analysts' reach is decided).
 */
export const ANALYST_READABLE_QUERIES: ReadonlySet<string> = new Set([
  'asOfBuild',
  'callsDaily',
  'clientTrends',
  'clients',
  'clientsOverview',
  'demoRequest',
  'demoRequestStats',
  'demoRequests',
  'eventLog',
  'leadsFunnel',
  'pageViewsDaily',
  'streamHistory',
]);

/** True when the call is a GraphQL query root field that analysts may read. */
export function isAnalystReadable(context: ExecutionContext): boolean {
  if (context.getType<string>() !== 'graphql') return false;
  const info = GqlExecutionContext.create(context).getInfo<{ operation: { operation: string }; parentType: { name: string }; fieldName: string }>();
  return info.operation.operation === 'query' && info.parentType.name === 'Query' && ANALYST_READABLE_QUERIES.has(info.fieldName);
}

/** An analyst without `analyst:pii` (and not an admin) sees personal data masked. */
export const seesMaskedPersonalData = (roles: readonly UserRole[]): boolean =>
  roles.includes('analyst') && !roles.includes('admin') && !roles.includes('analyst:pii');
