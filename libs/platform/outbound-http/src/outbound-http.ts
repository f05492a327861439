import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { type OutboundHttp, type OutboundRequest, OutboundRequestError, type OutboundResponse } from './outbound-http.port';
import { isPublicAddress } from './public-address';

export interface OutboundHttpOptions {
  /** WEBHOOKS_ALLOW_PRIVATE: skip the address checks (development and tests; the configuration refuses it in production). */
  allowPrivate: boolean;
  /** Every address a host name resolves to; the system resolver by default (tests inject their own to rebind). */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Which addresses count as public; `isPublicAddress` by default (tests call a second loopback address public). */
  isPublic?: (address: string) => boolean;
}

const DEFAULTS = { timeoutMs: 10_000, maxResponseBytes: 64 * 1024, maxRedirects: 0 } as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = async (hostname: string): Promise<string[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Where one hop may connect: the URL and the one checked address it is pinned to. */
interface Target {
  url: URL;
  address: string;
}

/**
 * The product's only way out to addresses someone else chose (see OutboundHttp). Each hop resolves its host once,
 * refuses it when any resolved address is not public, and connects to the checked address through a pinned `lookup`
 * (the host name still names the TLS certificate and the Host header), so a second DNS answer cannot rebind it.
 */
export function createOutboundHttp(options: OutboundHttpOptions): OutboundHttp {
  const resolveHost = options.resolve ?? systemResolve;
  const isPublic = options.isPublic ?? isPublicAddress;

  async function target(text: string): Promise<Target> {
    const url = parseUrl(text);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = isIP(host) ? [host] : await resolveHost(host).catch(() => []);
    if (addresses.length === 0) throw new OutboundRequestError('unresolvable', `${host} does not resolve to any address`);
    const refused = options.allowPrivate ? undefined : addresses.find((address) => !isPublic(address));
    if (refused !== undefined) {
      throw new OutboundRequestError(
        'private_address',
        `${host} points to ${refused}, a private, loopback or link-local address: requests only go to the public internet`,
      );
    }
    return { url, address: addresses[0] };
  }

  return {
    check: async (url) => void (await target(url)),
    async request(request) {
      const startedAt = performance.now();
      const limits = { ...DEFAULTS, ...definedOnly(request) };
      const deadline = AbortSignal.timeout(limits.timeoutMs);
      let method = request.method ?? 'GET';
      let body = request.body;
      let headers = { ...request.headers };
      let hop = await target(request.url);
      for (let redirects = 0; ; redirects += 1) {
        const response = await exchange(hop, { method, headers, body, deadline, limits });
        const location = response.headers['location'];
        if (!REDIRECTS.has(response.status) || !location || limits.maxRedirects === 0) {
          return { ...response, url: hop.url.href, latencyMs: Math.round(performance.now() - startedAt) };
        }
        if (redirects >= limits.maxRedirects) {
          throw new OutboundRequestError('too_many_redirects', `More than ${limits.maxRedirects} redirects`);
        }
        const next = await target(new URL(location, hop.url).href);
        if (response.status === 303 || (method === 'POST' && response.status !== 307 && response.status !== 308)) {
          method = 'GET';
          body = undefined;
        }
        if (next.url.origin !== hop.url.origin) headers = withoutCredentials(headers);
        hop = next;
      }
    },
  };
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRequestError('invalid_url', 'Not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRequestError('invalid_url', 'Only http and https URLs are allowed');
  if (url.username || url.password) throw new OutboundRequestError('invalid_url', 'URLs with a user name or password are not allowed');
  return url;
}

function definedOnly(request: OutboundRequest): Partial<typeof DEFAULTS> & { truncate?: boolean } {
  return Object.fromEntries(
    Object.entries({
      timeoutMs: request.timeoutMs,
      maxResponseBytes: request.maxResponseBytes,
      maxRedirects: request.maxRedirects,
      truncate: request.truncate,
    }).filter(([, value]) => value !== undefined),
  );
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())));
}

function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return ((_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

interface Exchange {
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  deadline: AbortSignal;
  limits: typeof DEFAULTS & { truncate?: boolean };
}

/** One request and its bounded answer. */
function exchange(
  { url, address }: Target,
  { method, headers, body, deadline, limits }: Exchange,
): Promise<Omit<OutboundResponse, 'url' | 'latencyMs'>> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const fail = (error: unknown) => reject(asOutboundError(error, deadline));
    const request = client.request(url, { method, headers, lookup: pinnedLookup(address), signal: deadline, agent: false }, (response) => {
      readBounded(response, limits).then(
        ({ bytes, truncated }) => resolvePromise({ status: response.statusCode ?? 0, headers: flatHeaders(response), body: bytes, truncated }),
        fail,
      );
    });
    request.on('error', fail);
    request.end(body);
  });
}

function readBounded(
  response: IncomingMessage,
  limits: { maxResponseBytes: number; truncate?: boolean },
): Promise<{ bytes: Buffer; truncated: boolean }> {
  return new Promise((resolvePromise, reject) => {
    const tooLarge = () => new OutboundRequestError('too_large', `The answer is larger than ${limits.maxResponseBytes} bytes`);
    const declared = Number(response.headers['content-length']);
    if (!limits.truncate && declared > limits.maxResponseBytes) {
      response.destroy();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limits.maxResponseBytes) {
        chunks.push(chunk);
        return;
      }
      chunks.push(chunk.subarray(0, chunk.length - (size - limits.maxResponseBytes)));
      response.destroy();
      if (limits.truncate) resolvePromise({ bytes: Buffer.concat(chunks), truncated: true });
      else reject(tooLarge());
    });
    response.on('end', () => resolvePromise({ bytes: Buffer.concat(chunks), truncated: false }));
    response.on('error', reject);
  });
}

function flatHeaders(response: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]),
  );
}

function asOutboundError(error: unknown, deadline: AbortSignal): OutboundRequestError {
  if (error instanceof OutboundRequestError) return error;
  if (deadline.aborted) return new OutboundRequestError('timeout', 'No answer in time');
  const code = (error as NodeJS.ErrnoException).code;
  return new OutboundRequestError('network', code ? `Could not connect (${code})` : 'The connection failed');
}
