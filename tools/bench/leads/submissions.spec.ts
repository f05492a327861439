import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bareSubmission, connectionPool } from './submissions';

describe('bench submissions client', () => {
  let server: Server;
  let connections = 0;
  let url: string;

  beforeEach(async () => {
    connections = 0;
    server = createServer((request, response) => {
      request.resume();
      // Slow enough that an unbounded client would open a connection per request.
      request.on('end', () => setTimeout(() => response.setHeader('content-type', 'application/json').end('{"id":"x"}'), 20));
    });
    server.on('connection', () => connections++);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('sends 100 concurrent submissions over at most the pool size of keep-alive connections, every one answered', async () => {
    const pool = connectionPool(4);
    const submit = bareSubmission(url, pool);
    const answers = await Promise.all(Array.from({ length: 100 }, () => submit()));
    pool.destroy();

    expect(answers).toHaveLength(100);
    expect(answers.every((answer) => answer.id === 'x')).toBe(true);
    expect(connections).toBeLessThanOrEqual(4);
  });
});
