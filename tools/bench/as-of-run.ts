import type { ApiProcess } from './realistic-log/api-process';

/** The first reads of /admin, /admin/clients and /admin/demo-requests as of an instant (as the pages send them). */
const SCREENS = `query Screens($asOf: String) {
  clientsOverview(asOf: $asOf) { totalClients activeClients totalMinutes monthlyRevenue }
  clients(first: 50, asOf: $asOf) { total items { id businessName planType minutesUsed } }
  demoRequests(limit: 25, asOf: $asOf) { pageInfo { total } items { id status } }
  demoRequestStats(asOf: $asOf) { total new contacted qualified converted rejected }
}`;
type ScreenCounts = { clientsOverview: { totalClients: number }; demoRequests: { pageInfo: { total: number } } };
const BUILD = `query Build($at: String!) { asOfBuild(at: $at) { state progress eventsApplied } }`;
const POLL_MS = 100;

export interface AsOfFigures {
  at: string;
  /** From the first asOfBuild call to the answer saying `ready`. */
  readyMs: number;
  /** …and the screens' reads answered: the page can paint. */
  firstPaintMs: number;
  eventsApplied: number;
  /** Progress reports the page saw before `ready` (0 to 1 each). */
  progressSeen: number[];
  totalClients: number;
  totalLeads: number;
}

async function post<T>(api: ApiProcess, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Asks the API for the screens as of `at` the way the web app does: the build's progress until ready, then the reads. */
export async function measureAsOf(api: ApiProcess, token: string, at: string): Promise<AsOfFigures> {
  const started = performance.now();
  const progressSeen: number[] = [];
  let eventsApplied = 0;
  for (;;) {
    const { asOfBuild } = await post<{ asOfBuild: { state: string; progress: number; eventsApplied: number } }>(api, token, BUILD, { at });
    if (asOfBuild.state === 'failed') throw new Error(`The build as of ${at} failed`);
    eventsApplied = asOfBuild.eventsApplied;
    if (asOfBuild.state === 'ready') break;
    progressSeen.push(asOfBuild.progress);
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
  const readyMs = performance.now() - started;
  const screens = await post<ScreenCounts>(api, token, SCREENS, { asOf: at });
  return {
    at,
    readyMs,
    firstPaintMs: performance.now() - started,
    eventsApplied,
    progressSeen,
    totalClients: screens.clientsOverview.totalClients,
    totalLeads: screens.demoRequests.pageInfo.total,
  };
}
