import { randomUUID } from 'node:crypto';
import { graphql, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';

const GRANT = 'mutation($u: ID!, $r: String!) { grantRole(userId: $u, role: $r) { id email roles } }';
const REVOKE = 'mutation($u: ID!, $r: String!) { revokeRole(userId: $u, role: $r) { id email roles } }';
const LEAD = `query($id: ID!) {
  demoRequest(id: $id) { id status revision email phone firstName notes contact: email ...Who history { byEmail notes } }
}
fragment Who on DemoRequest { lastName who: firstName }`;

describe('the analyst role: granted and revoked by admins, read-only, personal data masked without analyst:pii', () => {
  let api: TestApi;
  let admin: TestUser;
  let analyst: TestUser;
  let leadId: string;

  beforeAll(async () => {
    api = await startTestApi();
    [admin, analyst] = await Promise.all([signedInUser(api, 'admin'), signedInUser(api, 'client')]);
    await graphql(api, '{ myClient { id } }', {}, analyst.headers); // a client record with an owner
    const submitted = await graphql(
      api,
      'mutation($i: DemoRequestFormInput!, $k: String!) { submitDemoRequest(input: $i, idempotencyKey: $k) { id } }',
      {
        i: {
          form: 'contact',
          firstName: 'Grace',
          companyName: 'Hopper Cars',
          email: 'grace@hopper.example',
          phone: '+1 555 010 4567',
          message: 'Call me about the pro plan.',
        },
        k: randomUUID(),
      },
    );
    leadId = submitted.data?.submitDemoRequest.id as string;
    await settle(api);
    // The admin acts once on the lead so that its history names them.
    await graphql(
      api,
      'mutation($id: ID!) { changeDemoRequestStatus(id: $id, status: contacted, expectedRevision: 0) { id } }',
      { id: leadId },
      admin.headers,
    );
    await settle(api);
  }, 60_000);
  afterAll(() => api.close());

  it('refuses the admin screens to a user before an admin grants analyst', async () => {
    const answer = await graphql(api, LEAD, { id: leadId }, analyst.headers);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('records a grant as a RoleGranted event with the acting admin as actor', async () => {
    const granted = await graphql(api, GRANT, { u: analyst.userId, r: 'analyst' }, admin.headers);
    expect(granted.errors).toBeUndefined();
    expect(granted.data?.grantRole.roles).toEqual(['client', 'analyst']);
    const events = await api.platform.eventStore.readStream(`user-${analyst.userId}`);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'RoleGranted', data: { userId: analyst.userId, role: 'analyst' } });
    expect(last?.metadata.actorId).toBe(admin.userId);
  });

  it('shows an analyst the lead with names, e-mails, phones and messages masked, however the document asks', async () => {
    const answer = await graphql(api, LEAD, { id: leadId }, analyst.headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.demoRequest).toMatchObject({
      status: 'contacted',
      email: 'g•••@hopper.example',
      contact: 'g•••@hopper.example',
      phone: '•••• 4567',
      firstName: 'G•••',
      who: 'G•••',
      notes: '•••',
    });
    const byEmails = (answer.data?.demoRequest.history as { byEmail: string | null }[]).map((entry) => entry.byEmail).filter(Boolean);
    expect(byEmails.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer.data)).not.toContain(admin.email);
    expect(JSON.stringify(answer.data)).not.toMatch(/grace@|Grace|Call me|010 4567/);
  });

  it('masks the owners in the admin client list for an analyst', async () => {
    const answer = await graphql(api, '{ clients(first: 100) { items { ownerEmail ownerFullName } } }', {}, analyst.headers);
    expect(answer.errors).toBeUndefined();
    const owners = answer.data?.clients.items as { ownerEmail: string | null; ownerFullName: string | null }[];
    expect(owners.length).toBeGreaterThan(0);
    for (const owner of owners) {
      if (owner.ownerEmail) expect(owner.ownerEmail).toMatch(/^.•••@/);
      if (owner.ownerFullName) expect(owner.ownerFullName).toMatch(/^.•••$/);
    }
  });

  it('refuses every mutation to an analyst and leaves the log unchanged', async () => {
    const head = await api.platform.eventStore.headPosition();
    const status = await graphql(
      api,
      'mutation($id: ID!) { changeDemoRequestStatus(id: $id, status: qualified, expectedRevision: 1) { id } }',
      { id: leadId },
      analyst.headers,
    );
    const notes = await graphql(
      api,
      'mutation($id: ID!) { saveDemoRequestNotes(id: $id, notes: "x", expectedRevision: 1) { id } }',
      { id: leadId },
      analyst.headers,
    );
    const grant = await graphql(api, GRANT, { u: analyst.userId, r: 'admin' }, analyst.headers);
    for (const answer of [status, notes, grant]) expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await api.platform.eventStore.headPosition()).toBe(head);
  });

  it('shows the real data once an admin grants analyst:pii', async () => {
    await graphql(api, GRANT, { u: analyst.userId, r: 'analyst:pii' }, admin.headers);
    const answer = await graphql(api, LEAD, { id: leadId }, analyst.headers);
    expect(answer.data?.demoRequest).toMatchObject({ email: 'grace@hopper.example', phone: '+1 555 010 4567', firstName: 'Grace' });
  });

  it('lists the team and finds a user by e-mail for admins only', async () => {
    await settle(api);
    const team = await graphql(api, '{ teamMembers { id email roles } }', {}, admin.headers);
    expect(team.data?.teamMembers).toEqual(
      expect.arrayContaining([{ id: analyst.userId, email: analyst.email, roles: ['client', 'analyst', 'analyst:pii'] }]),
    );
    const found = await graphql(api, 'query($e: String!) { userByEmail(email: $e) { id } }', { e: analyst.email.toUpperCase() }, admin.headers);
    expect(found.data?.userByEmail).toEqual({ id: analyst.userId });
    const refused = await graphql(api, '{ teamMembers { id } }', {}, analyst.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('removes access on the next request once an admin revokes analyst', async () => {
    const revoked = await graphql(api, REVOKE, { u: analyst.userId, r: 'analyst' }, admin.headers);
    expect(revoked.data?.revokeRole.roles).toEqual(['client', 'analyst:pii']);
    const answer = await graphql(api, LEAD, { id: leadId }, analyst.headers);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const events = await api.platform.eventStore.readStream(`user-${analyst.userId}`);
    expect(events.at(-1)).toMatchObject({ type: 'RoleRevoked', data: { role: 'analyst' }, metadata: { actorId: admin.userId } });
  });

  it('refuses an admin the revocation of their own admin role, so there is always an admin', async () => {
    const answer = await graphql(api, REVOKE, { u: admin.userId, r: 'admin' }, admin.headers);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'You cannot revoke your own admin role; another admin must do it',
      extensions: { code: 'FORBIDDEN' },
    });
    const still = await graphql(api, '{ teamMembers { id } }', {}, admin.headers);
    expect(still.errors).toBeUndefined();
  });

  it('refuses unknown roles and unknown users with clear errors', async () => {
    const role = await graphql(api, GRANT, { u: analyst.userId, r: 'superuser' }, admin.headers);
    expect(role.errors?.[0]).toMatchObject({ message: 'Role must be one of admin, analyst, analyst:pii', extensions: { code: 'BAD_USER_INPUT' } });
    const user = await graphql(api, GRANT, { u: randomUUID(), r: 'analyst' }, admin.headers);
    expect(user.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const hostile = await graphql(api, GRANT, { u: '../$all', r: 'analyst' }, admin.headers);
    expect(hostile.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
