import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore } from '@receptionist/event-store';
import { CliTestKit } from '../testing/cli-test-kit';
import { openEventStore } from '../infrastructure/open-stores';
import { readStoreSettings } from '../infrastructure/store-settings';
import { adminCreateCommand } from './admin-create';
import { privacyEraseCommand } from './privacy-erase';
import { privacyExportCommand } from './privacy-export';
import { privacyMigrateCommand } from './privacy-migrate';

const holds = (dir: string, needle: string) => readdirSync(dir).some((name) => readFileSync(join(dir, name)).includes(Buffer.from(needle)));

describe('privacy:erase and privacy:migrate', () => {
  let kit: CliTestKit;
  beforeEach(() => (kit = new CliTestKit()));
  afterEach(() => kit.cleanUp());

  it('erases an account and a demo request of the same address: the export is empty afterwards and no file in DATA_DIR holds them', async () => {
    const person = ['leaver@example.com', 'Leaver@example.com', 'Lee Leaver', '+15550100999'];
    await kit.run(adminCreateCommand, ['--email', 'Leaver@example.com', '--password', 'Secret123']);
    const store = await openEventStore(readStoreSettings({ DATA_DIR: kit.dataDir }, kit.dataDir));
    const requestId = randomUUID();
    const lead = { requestId, formType: 'book_demo', email: 'Leaver@example.com', firstName: 'Lee Leaver', phone: '+15550100999', status: 'new' };
    await store.append(
      `demo-request-${requestId}`,
      [{ type: 'DemoRequestSubmitted', data: { ...lead, submittedAt: new Date().toISOString() } }],
      'no_stream',
    );
    await store.close();
    for (const needle of person) expect(holds(kit.dataDir, needle)).toBe(false);
    const erased = await kit.run(privacyEraseCommand, ['--email', 'LEAVER@example.com']);
    expect(erased.stdout).toMatch(
      /^Erased the personal data of LEAVER@example.com: 2 key\(s\) deleted \(erasure [0-9a-f-]{36}\)\.\nRead models rebuilt\.$/,
    );
    const exported = JSON.parse((await kit.run(privacyExportCommand, ['--email', 'leaver@example.com'])).stdout);
    expect(exported).toMatchObject({ account: null, demoRequests: [], events: [] });
    for (const needle of person) expect(holds(kit.dataDir, needle)).toBe(false);
    expect((await kit.run(privacyEraseCommand, ['--email', 'leaver@example.com'])).stdout).toBe('No personal data is held for this e-mail address.');
    expect((await kit.run(privacyEraseCommand, ['--email', 'not-an-email'])).code).not.toBe(0);
  });

  it('seals the personal values of events stored in plain, of current and older shapes, once, and they read as before', async () => {
    const raw = new SqliteEventStore({ file: join(kit.dataDir, 'events.db') });
    const requestId = randomUUID();
    const clientId = randomUUID();
    await raw.append(
      `demo-request-${requestId}`,
      [
        {
          type: 'DemoRequestSubmitted',
          data: { requestId, email: 'plain@example.com', firstName: 'Plainly', phone: '+15550100777', companyName: 'Plain Cars' },
        },
      ],
      'no_stream',
    );
    const v1 = {
      call_id: `${clientId}:c1`,
      client_id: clientId,
      platform_call_id: 'c1',
      caller_number: '+15550100888',
      started_at: '2026-01-01T00:00:00.000Z',
      duration_seconds: 30,
      outcome: null,
      call_type: 'inbound',
      transcript: 'Caller: this is Plainly',
      summary: null,
      sentiment: null,
      topic: null,
    };
    await raw.append(`call-${clientId}-c1`, [{ type: 'CallLogged', data: v1 }], 'no_stream');
    await raw.append('pageviews-2026-01-01', [{ type: 'PageViewed', data: { path: '/', day: '2026-01-01' } }], 'any');
    await raw.close();
    expect(holds(kit.dataDir, 'plain@example.com')).toBe(true);

    expect((await kit.run(privacyMigrateCommand, [])).stdout).toBe('Sealed the personal values of 2 stored event(s).');
    for (const needle of ['plain@example.com', 'Plainly', '+15550100777', '+15550100888']) expect(holds(kit.dataDir, needle)).toBe(false);
    expect((await kit.run(privacyMigrateCommand, [])).stdout).toBe('Every personal value in the log is sealed already.');

    const store = await openEventStore(readStoreSettings({ DATA_DIR: kit.dataDir }, kit.dataDir));
    try {
      const [lead] = await store.readStream(`demo-request-${requestId}`);
      expect(lead.data).toMatchObject({ email: 'plain@example.com', firstName: 'Plainly', phone: '+15550100777', companyName: 'Plain Cars' });
      const [call] = await store.readStream(`call-${clientId}-c1`);
      expect(call).toMatchObject({ type: 'CallLogged.v3', data: { callerNumber: '+15550100888', transcript: 'Caller: this is Plainly', clientId } });
    } finally {
      await store.close();
    }
  });
});
