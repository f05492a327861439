export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange, connection to last byte (default 10 s). */
  timeoutMs?: number;
  /** Answers longer than this are refused with `too_large` unless `truncate` (then cut to it; default 64 KiB). */
  maxResponseBytes?: number;
  truncate?: boolean;
  /** Redirects followed (each hop checked like the first); 0: a 3xx is the answer (default 0). */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
  /** The body was cut to maxResponseBytes. */
  truncated: boolean;
  /** The URL that answered, after redirects. */
  url: string;
  latencyMs: number;
}

export type OutboundRefusal = 'invalid_url' | 'private_address' | 'unresolvable' | 'too_many_redirects' | 'too_large' | 'timeout' | 'network';

/** Why a request was not made or got no answer; `message` is fit for an owner's eyes (no internals). */
export class OutboundRequestError extends Error {
  override readonly name = 'OutboundRequestError';
  constructor(
    readonly reason: OutboundRefusal,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every request the product makes to an address someone else chose (webhook deliveries, recording fetches). Outside
 * `allowPrivate` it never reaches a private, loopback, link-local or otherwise non-public address: checked on the
 * resolved addresses, which are then the ones connected to (no second lookup to rebind), on every redirect.
 */
export interface OutboundHttp {
  request(request: OutboundRequest): Promise<OutboundResponse>;
  /** Throws OutboundRequestError unless `url` is an http(s) URL whose host resolves to addresses it may reach. */
  check(url: string): Promise<void>;
}

/** The Nest token of the process's OutboundHttp. */
export const OUTBOUND_HTTP = Symbol('OutboundHttp');
