import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql, type AdminClientsQuery, type AdminClientsQueryVariables } from '@receptionist/graphql-documents';
import { toaster } from '../../../components/ui/toaster';
import { useLiveUpdates } from '../../../lib/live/use-live-updates';
import { type ClientFilters, NO_FILTERS } from '../components/client-filters';
import { patchClients } from '../components/client-list-patch';

/** A client record with its owner, as the admin list shows it. */
export type AdminClient = AdminClientsQuery['clients']['items'][number];
type AdminClientsVariables = AdminClientsQueryVariables;

/**
 * The server's projectors whose commits change the client list or the overview cards: the clients projector (records,
 * with their owner's e-mail and name) and calls' usage projector (their minutes), both naming the clients they change.
 */
export const CLIENT_LIST_PROJECTORS = ['clients', 'usage'] as const;
/** The live facts that name a changed row. */
const ROW_FACTS = new Set(['client.changed', 'usage.changed']);

/** One page of the list, filtered, searched and sorted on the server; with `ids`, just those clients that match. */
export const ADMIN_CLIENTS = graphql(`
  query AdminClients(
    $search: String
    $status: String
    $plan: String
    $requests: String
    $sort: String
    $first: Int
    $after: String
    $ids: [ID!]
    $asOf: String
  ) {
    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids, asOf: $asOf) {
      items {
        id
        businessName
        ownerEmail
        ownerFullName
        isActive
        createdAt
        phoneNumber
        phoneNumberRequested
        planType
        requestedPlan
        monthlyPrice
        minutesUsed
        minutesLimit
      }
      nextCursor
      total
      totalIsExact
    }
  }
`);

export const CLIENTS_PAGE_SIZE = 50;
/** Live changes are gathered this long, then patched with one request. */
const PATCH_COALESCE_MS = 300;
/** More changed clients than one request may name (the server's limit): reload the first page instead. */
const PATCH_MAX_IDS = 100;

export interface AdminClientList {
  /** The rows loaded so far (the first page, then every page asked for); null until the first answer. */
  clients: AdminClient[] | null;
  /** Clients matching the filters on all pages; `totalIsExact` false: at least that many. */
  total: number;
  totalIsExact: boolean;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Reloads the first page. */
  refresh: () => void;
  /** Fetches the named clients again and patches their rows (after an edit or a live change). */
  patch: (ids: readonly string[]) => void;
}

interface ListState {
  rows: AdminClient[] | null;
  nextCursor: string | null;
  total: number;
  totalIsExact: boolean;
  loadingMore: boolean;
}

const EMPTY: ListState = { rows: null, nextCursor: null, total: 0, totalIsExact: true, loadingMore: false };

/**
 * The admin client list, page by page from the server (search, filters and order applied there). Live changes patch
 * only the rows of the clients that changed (one request naming them), never a reload of every client; as of a past
 * instant (`asOf`) there are none.
 */
export function useAdminClients(search: string, filters: ClientFilters = NO_FILTERS, asOf: string | null = null): AdminClientList {
  const client = useClient();
  const [state, setState] = useState<ListState>(EMPTY);
  const [loading, setLoading] = useState(true);
  const variables: AdminClientsVariables = {
    search: search.trim() || null,
    status: filters.status === 'all' ? null : filters.status,
    plan: filters.plan === 'all' ? null : filters.plan,
    requests: filters.requests === 'all' ? null : filters.requests,
    sort: filters.sort,
    asOf,
  };
  const key = JSON.stringify(variables);
  /** Answers to an older list (other filters, a reload) are dropped. */
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  /**
   * The clients that live updates name while a first page is on its way. That page may have been read before they
   * changed, so they are patched once it is there: before it, a patch would be dropped (no rows yet) or overwritten.
   */
  const reloading = useRef(false);
  const changedWhileReloading = useRef(new Set<string>());
  const patchRef = useRef<(ids: readonly string[]) => void>(() => undefined);

  const fetchPage = useCallback(
    (extra: Partial<AdminClientsVariables>) =>
      client.query(ADMIN_CLIENTS, { ...(JSON.parse(key) as AdminClientsVariables), ...extra }, { requestPolicy: 'network-only' }).toPromise(),
    [client, key],
  );
  const failed = () => toaster.create({ id: 'clients-load-failed', type: 'error', title: 'Error', description: 'Failed to load clients' });

  const refresh = useCallback(() => {
    const current = ++generation.current;
    reloading.current = true;
    setLoading(true);
    void fetchPage({ first: CLIENTS_PAGE_SIZE }).then(({ data, error }) => {
      if (current !== generation.current) return;
      reloading.current = false;
      setLoading(false);
      const changed = [...changedWhileReloading.current];
      changedWhileReloading.current.clear();
      if (error || !data) return failed();
      const { items, nextCursor, total, totalIsExact } = data.clients;
      setState({ rows: items, nextCursor, total, totalIsExact, loadingMore: false });
      patchRef.current(changed);
    });
  }, [fetchPage]);

  useEffect(() => {
    setState(EMPTY);
    refresh();
  }, [refresh]);

  const loadMore = useCallback(() => {
    const { nextCursor, loadingMore } = stateRef.current;
    if (!nextCursor || loadingMore) return;
    const current = generation.current;
    setState((previous) => ({ ...previous, loadingMore: true }));
    void fetchPage({ first: CLIENTS_PAGE_SIZE, after: nextCursor }).then(({ data, error }) => {
      if (current !== generation.current) return;
      if (error || !data) {
        setState((previous) => ({ ...previous, loadingMore: false }));
        return failed();
      }
      setState((previous) => {
        const known = new Set(previous.rows?.map((row) => row.id));
        const rows = [...(previous.rows ?? []), ...data.clients.items.filter((row) => !known.has(row.id))];
        return { rows, nextCursor: data.clients.nextCursor, total: data.clients.total, totalIsExact: data.clients.totalIsExact, loadingMore: false };
      });
    });
  }, [fetchPage]);

  const patch = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0) return;
      if (reloading.current) {
        for (const id of ids) changedWhileReloading.current.add(id);
        return;
      }
      if (ids.length > PATCH_MAX_IDS) return refresh();
      const current = generation.current;
      void fetchPage({ ids: [...ids] }).then(({ data, error }) => {
        if (current !== generation.current || error || !data) return;
        setState((previous) => {
          if (!previous.rows) return previous;
          const sort = (JSON.parse(key) as AdminClientsVariables).sort as ClientFilters['sort'];
          const { rows, delta } = patchClients(previous.rows, ids, data.clients.items, sort, previous.nextCursor === null);
          return { ...previous, rows, total: Math.max(0, previous.total + delta) };
        });
      });
    },
    [fetchPage, refresh, key],
  );
  patchRef.current = patch;

  useLivePatches(patch, refresh, asOf === null);

  return {
    clients: state.rows,
    total: state.total,
    totalIsExact: state.totalIsExact,
    hasMore: state.nextCursor !== null,
    loading: loading && state.rows === null,
    loadingMore: state.loadingMore,
    loadMore,
    refresh,
    patch,
  };
}

/** Gathers the clients named by live `client.changed` / `usage.changed` facts and patches them together; a resync reloads. */
function useLivePatches(patch: (ids: readonly string[]) => void, refresh: () => void, live: boolean): void {
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveUpdates(live ? CLIENT_LIST_PROJECTORS : [], (event) => {
    if (event.kind === 'resync') {
      pending.current.clear();
      return refresh();
    }
    for (const fact of event.update.facts ?? []) if (ROW_FACTS.has(fact.type) && fact.clientId) pending.current.add(fact.clientId);
    if (pending.current.size === 0) return;
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      const ids = [...pending.current];
      pending.current.clear();
      patch(ids);
    }, PATCH_COALESCE_MS);
  });
}
