import { SESSION_HINT_COOKIE } from '@receptionist/contracts';
import { AuthClient } from './auth-client';
import { broadcastTabChannel } from './tab-sync';

const hasSessionHint = () => document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));

/** The app's one auth client (module singleton, so every feature shares one in-memory session). */
export const authClient = new AuthClient({
  fetch: (input, init) => fetch(input, init),
  tabs: broadcastTabChannel(),
  mayHaveSession: hasSessionHint,
});
