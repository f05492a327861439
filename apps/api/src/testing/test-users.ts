import { randomUUID } from 'node:crypto';
import { hashPassword, UserAccounts } from '@receptionist/identity-application';
import { myClientId } from './client-area-requests';
import { startTestApi, type TestApi } from './test-api';

export const TEST_PASSWORD = 'Secret123';

export interface TestUser {
  userId: string;
  email: string;
  accessToken: string;
  headers: { authorization: string };
}

/** A confirmed user with the given role, signed in through the real token endpoint. */
export async function signedInUser(
  api: TestApi,
  role: 'admin' | 'client' | 'analyst',
  email = `${role}-${randomUUID()}@example.com`,
): Promise<TestUser> {
  const accounts = api.app.get(UserAccounts);
  const userId = randomUUID();
  await accounts.reservations.reserve(email, userId);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await accounts.register({ userId, email, fullName: `Test ${role}`, passwordHash, roles: [role], confirmed: true }, null);
  const response = await api.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  const accessToken = response.json().access_token as string;
  return { userId, email, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** A signed-in client and their client record. */
export async function signedInOwner(api: TestApi): Promise<{ owner: TestUser; clientId: string }> {
  const owner = await signedInUser(api, 'client');
  return { owner, clientId: await myClientId(api, owner) };
}

/** A fresh test API with a signed-in client and their client record. */
export async function startApiWithOwner(): Promise<{ api: TestApi; owner: TestUser; clientId: string }> {
  const api = await startTestApi();
  return { api, ...(await signedInOwner(api)) };
}

export interface ApiWithAdminAndClient {
  api: TestApi;
  admin: TestUser;
  client: TestUser;
}

/** Registers beforeAll/afterAll: one test API for the describe block, with a signed-in administrator and client. */
export function apiWithAdminAndClient(start: () => Promise<TestApi>): ApiWithAdminAndClient {
  const session = {} as ApiWithAdminAndClient;
  beforeAll(async () => {
    session.api = await start();
    [session.admin, session.client] = await Promise.all([signedInUser(session.api, 'admin'), signedInUser(session.api, 'client')]);
  });
  afterAll(() => session.api.close());
  return session;
}
