import { type Caller, graphql, graphqlProbe, restGet } from './graphql-probe';
import type { Probe } from './load';

export interface BenchQuery {
  name: string;
  who: 'admin' | 'client';
  probe: Probe;
  /** Exports: one caller at a time per user (a second export is refused with 429), so only measured sequentially. */
  sequentialOnly?: boolean;
  kind: 'list' | 'search' | 'stats' | 'export';
}

const DEMO_ROW = 'id email firstName lastName companyName phone formType status contactedAt createdAt revision';
const CALL_ROW = 'id callerNumber startedAt durationSeconds outcome callType createdAt';
const CLIENT_FIELDS =
  'id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt';

/** The admin clients screen's list query (one page of 50, as the screen asks). */
const ADMIN_CLIENTS = `query AdminClients($search: String, $status: String, $sort: String, $first: Int) {
    clients(search: $search, status: $status, sort: $sort, first: $first) { total totalIsExact nextCursor items { ${CLIENT_FIELDS} } } }`;

/** What the API under test offers: keyset paging (`after` + `pageInfo`) or the older offset paging. */
export interface Capabilities {
  cursors: boolean;
}

export async function detectCapabilities(admin: Caller): Promise<Capabilities> {
  try {
    await graphql(
      admin,
      `
        {
          demoRequests(limit: 1, after: null) {
            pageInfo {
              hasMore
              endCursor
            }
          }
        }
      `,
    );
    return { cursors: true };
  } catch {
    return { cursors: false };
  }
}

/** How a list query pages on the API under test: its variable, its argument and the page facts it asks for. */
function pagingOf({ cursors }: Capabilities) {
  return cursors
    ? { variable: '$after: String', argument: 'after: $after', facts: 'pageInfo { total hasMore endCursor }' }
    : { variable: '$offset: Int', argument: 'offset: $offset', facts: 'total' };
}

function demoRequestsQuery(capabilities: Capabilities): string {
  const { variable, argument, facts } = pagingOf(capabilities);
  return `query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, ${variable}) {
    demoRequests(search: $search, status: $status, limit: $limit, ${argument}) { ${facts} items { ${DEMO_ROW} } } }`;
}

function callLogsQuery(capabilities: Capabilities): string {
  const { variable, argument, facts } = pagingOf(capabilities);
  return `query CallLogs($filter: CallLogFilter, $limit: Int, ${variable}) {
    callLogs(filter: $filter, limit: $limit, ${argument}) { ${facts} items { ${CALL_ROW} } } }`;
}

/**
 * The variables that open the demo-request page at row `depth` (newest first): an offset, or the cursor reached by
 * walking pages of 200 (setup, not measured) — what a user paging that deep would hold.
 */
async function deepDemoRequestPage(admin: Caller, capabilities: Capabilities, depth: number): Promise<Record<string, unknown>> {
  if (!capabilities.cursors) return { offset: depth };
  let after: string | null = null;
  for (let seen = 0; seen < depth; seen += 200) {
    const page: { demoRequests: { pageInfo: { endCursor: string | null } } } = await graphql(
      admin,
      `
        query Walk($after: String) {
          demoRequests(limit: 200, after: $after) {
            pageInfo {
              endCursor
            }
          }
        }
      `,
      { after },
    );
    after = page.demoRequests.pageInfo.endCursor;
  }
  return { after };
}

export interface SuiteInput {
  admin: Caller;
  client: Caller;
  capabilities: Capabilities;
  rareTerm: string;
  deepPage: number;
  /** What the admin types in the clients search box (default "smith"). */
  clientTerm?: string;
}

/** Every list, search, stats and export request the admin and client screens issue, as those screens issue them. */
export async function querySuite({ admin, client, capabilities, rareTerm, deepPage, clientTerm = 'smith' }: SuiteInput): Promise<BenchQuery[]> {
  const demo = demoRequestsQuery(capabilities);
  const calls = callLogsQuery(capabilities);
  const clients = ADMIN_CLIENTS;
  const deep = await deepDemoRequestPage(admin, capabilities, deepPage);
  return [
    { name: 'demo requests, first page', who: 'admin', kind: 'list', probe: graphqlProbe(admin, demo, { limit: 50 }) },
    { name: `demo requests, search "${rareTerm}"`, who: 'admin', kind: 'search', probe: graphqlProbe(admin, demo, { limit: 50, search: rareTerm }) },
    { name: 'demo requests, search "smith"', who: 'admin', kind: 'search', probe: graphqlProbe(admin, demo, { limit: 50, search: 'smith' }) },
    { name: 'demo requests, status = new', who: 'admin', kind: 'list', probe: graphqlProbe(admin, demo, { limit: 50, status: 'new' }) },
    { name: `demo requests, page at row ${deepPage}`, who: 'admin', kind: 'list', probe: graphqlProbe(admin, demo, { limit: 50, ...deep }) },
    {
      name: 'demo request stats',
      who: 'admin',
      kind: 'stats',
      probe: graphqlProbe(admin, '{ demoRequestStats { total new contacted qualified converted rejected } }'),
    },
    { name: 'admin clients list, first page', who: 'admin', kind: 'list', probe: graphqlProbe(admin, clients, { first: 50 }) },
    {
      name: `admin clients, search "${clientTerm}"`,
      who: 'admin',
      kind: 'search',
      probe: graphqlProbe(admin, clients, { first: 50, search: clientTerm }),
    },
    {
      name: 'admin clients, active by name',
      who: 'admin',
      kind: 'list',
      probe: graphqlProbe(admin, clients, { first: 50, status: 'active', sort: 'name' }),
    },
    {
      name: 'admin clients overview',
      who: 'admin',
      kind: 'stats',
      probe: graphqlProbe(admin, '{ clientsOverview { totalClients activeClients totalMinutes monthlyRevenue } }'),
    },
    { name: 'call log, first page', who: 'client', kind: 'list', probe: graphqlProbe(client, calls, { limit: 20 }) },
    {
      name: 'call log, search "555-12"',
      who: 'client',
      kind: 'search',
      probe: graphqlProbe(client, calls, { limit: 20, filter: { search: '555-12' } }),
    },
    {
      name: 'call log, outcome = missed',
      who: 'client',
      kind: 'list',
      probe: graphqlProbe(client, calls, { limit: 20, filter: { outcome: 'missed' } }),
    },
    {
      name: 'call log, type = inbound, March',
      who: 'client',
      kind: 'list',
      probe: graphqlProbe(client, calls, { limit: 20, filter: { type: 'inbound', from: '2025-03-01', to: '2025-03-31' } }),
    },
    { name: 'recent calls (5)', who: 'client', kind: 'list', probe: graphqlProbe(client, `{ recentCalls { ${CALL_ROW} } }`) },
    {
      name: 'usage',
      who: 'client',
      kind: 'stats',
      probe: graphqlProbe(client, '{ usage { period minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }'),
    },
    {
      name: 'CSV export, every call',
      who: 'client',
      kind: 'export',
      sequentialOnly: true,
      probe: async () => void (await restGet(client, '/api/calls.csv')),
    },
  ];
}
