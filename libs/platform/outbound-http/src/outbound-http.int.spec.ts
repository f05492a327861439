import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutboundHttp } from './outbound-http';
import { OutboundRequestError } from './outbound-http.port';

/** A receiver on a loopback address that counts what reaches it. */
async function receiver(host: string, handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end('ok')) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { hits, port, origin: `http://${host}:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof OutboundRequestError ? error.reason : `unexpected ${String(error)}`),
  );

/**
 * In these tests 127.0.0.2 stands for "a public address" (so a test can run a server there), and 127.0.0.1 for the
 * private one an attacker aims at; the real classification is public-address.spec.ts's.
 */
const PUBLIC_STAND_IN = '127.0.0.2';
const isPublic = (address: string) => address === PUBLIC_STAND_IN;

describe('OutboundHttp: server-side request forgery', () => {
  let internal: Awaited<ReturnType<typeof receiver>>;
  let external: Awaited<ReturnType<typeof receiver>>;

  beforeEach(async () => {
    internal = await receiver('127.0.0.1');
    external = await receiver(PUBLIC_STAND_IN, (request, response) => {
      const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
      if (target) response.writeHead(302, { location: target }).end();
      else response.end('external');
    });
  });
  afterEach(async () => {
    await internal.close();
    await external.close();
  });

  it.each([
    ['IPv4 loopback', (port: number) => `http://127.0.0.1:${port}/`],
    ['decimal IPv4', (port: number) => `http://2130706433:${port}/`],
    ['octal IPv4', (port: number) => `http://0177.0.0.1:${port}/`],
    ['hexadecimal IPv4', (port: number) => `http://0x7f.0.0.1:${port}/`],
    ['short IPv4', (port: number) => `http://127.1:${port}/`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['unspecified address', (port: number) => `http://0.0.0.0:${port}/`],
    ['cloud metadata', () => `http://169.254.169.254/latest/meta-data/`],
  ])('refuses %s before connecting', async (_, url) => {
    const outbound = createOutboundHttp({ allowPrivate: false });
    expect(await reason(outbound.request({ url: url(internal.port) }))).toBe('private_address');
    await expect(outbound.check(url(internal.port))).rejects.toThrow(OutboundRequestError);
    expect(internal.hits).toEqual([]);
  });

  it('refuses a host name that resolves to a private address, or to any private address among public ones', async () => {
    const outbound = createOutboundHttp({
      allowPrivate: false,
      isPublic,
      resolve: async (host) => (host === 'inside.example' ? ['127.0.0.1'] : [PUBLIC_STAND_IN, '127.0.0.1']),
    });
    expect(await reason(outbound.request({ url: `http://inside.example:${internal.port}/` }))).toBe('private_address');
    expect(await reason(outbound.request({ url: `http://mixed.example:${internal.port}/` }))).toBe('private_address');
    expect(internal.hits).toEqual([]);
  });

  it('resists DNS rebinding: the address checked is the address connected to, resolved once per hop', async () => {
    const answers = [PUBLIC_STAND_IN, '127.0.0.1'];
    const asked: string[] = [];
    const outbound = createOutboundHttp({
      allowPrivate: false,
      isPublic,
      resolve: async (host) => {
        asked.push(host);
        return [answers.shift() ?? '127.0.0.1'];
      },
    });
    // The first answer is "public": the request goes there, and only there, even though a second lookup would say 127.0.0.1.
    const response = await outbound.request({ url: `http://rebind.example:${external.port}/` });
    expect(response.body.toString()).toBe('external');
    expect(asked).toEqual(['rebind.example']);
    // Checked once with the public answer, then asked again: the rebound answer is refused, not used.
    expect(await reason(outbound.request({ url: `http://rebind.example:${internal.port}/` }))).toBe('private_address');
    expect(internal.hits).toEqual([]);
  });

  it('checks every redirect: to a private address, by literal or by name, it is refused', async () => {
    const outbound = createOutboundHttp({ allowPrivate: false, isPublic, resolve: async () => ['127.0.0.1'] });
    for (const to of [`http://127.0.0.1:${internal.port}/`, `http://[::1]:${internal.port}/`, `http://internal.example:${internal.port}/`]) {
      const url = `${external.origin}/?to=${encodeURIComponent(to)}`;
      expect(await reason(outbound.request({ url, maxRedirects: 3 }))).toBe('private_address');
    }
    expect(external.hits).toHaveLength(3);
    expect(internal.hits).toEqual([]);
  });

  it('follows redirects only when asked, and only so many', async () => {
    const outbound = createOutboundHttp({ allowPrivate: false, isPublic });
    const once = `${external.origin}/?to=${encodeURIComponent(`${external.origin}/done`)}`;
    expect((await outbound.request({ url: once })).status).toBe(302);
    expect((await outbound.request({ url: once, maxRedirects: 1 })).body.toString()).toBe('external');
    const twice = `${external.origin}/?to=${encodeURIComponent(once)}`;
    expect(await reason(outbound.request({ url: twice, maxRedirects: 1 }))).toBe('too_many_redirects');
  });

  it('refuses other schemes, credentials and names that do not resolve', async () => {
    const outbound = createOutboundHttp({ allowPrivate: true, resolve: async () => [] });
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/', 'ftp://example.com/', 'javascript:alert(1)', 'not a url']) {
      expect(await reason(outbound.request({ url }))).toBe('invalid_url');
    }
    expect(await reason(outbound.request({ url: `http://user:pass@127.0.0.1:${internal.port}/` }))).toBe('invalid_url');
    expect(await reason(outbound.request({ url: 'http://nowhere.example/' }))).toBe('unresolvable');
    expect(internal.hits).toEqual([]);
  });

  it('with allowPrivate (development and tests) reaches loopback', async () => {
    const outbound = createOutboundHttp({ allowPrivate: true });
    const response = await outbound.request({
      url: `${internal.origin}/hook`,
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response).toMatchObject({ status: 200, truncated: false, url: `${internal.origin}/hook` });
    expect(internal.hits).toEqual(['POST /hook']);
  });
});

describe('OutboundHttp: bounded answers and time', () => {
  const outbound = createOutboundHttp({ allowPrivate: true });

  it('refuses or truncates an answer longer than allowed, declared or streamed', async () => {
    const big = await receiver('127.0.0.1', (request, response) => {
      if (request.url === '/declared') response.writeHead(200, { 'content-length': 5000 }).end('x'.repeat(5000));
      else {
        response.writeHead(200);
        response.write('y'.repeat(3000));
        response.end('y'.repeat(3000));
      }
    });
    try {
      expect(await reason(outbound.request({ url: `${big.origin}/declared`, maxResponseBytes: 1000 }))).toBe('too_large');
      expect(await reason(outbound.request({ url: `${big.origin}/streamed`, maxResponseBytes: 1000 }))).toBe('too_large');
      const cut = await outbound.request({ url: `${big.origin}/streamed`, maxResponseBytes: 1000, truncate: true });
      expect(cut).toMatchObject({ status: 200, truncated: true });
      expect(cut.body).toHaveLength(1000);
    } finally {
      await big.close();
    }
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = await receiver('127.0.0.1', () => undefined);
    try {
      expect(await reason(outbound.request({ url: silent.origin, timeoutMs: 300 }))).toBe('timeout');
    } finally {
      silent.close().catch(() => undefined);
    }
  });

  it('reports a refused connection as a network failure', async () => {
    const gone = await receiver('127.0.0.1');
    await gone.close();
    expect(await reason(outbound.request({ url: gone.origin }))).toBe('network');
  });
});
