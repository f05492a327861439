import { AuthClient } from './auth-client';
import { broadcastTabChannel } from './tab-sync';

/** The app's one auth client (module singleton, so every feature shares one in-memory session). */
export const authClient = new AuthClient({ fetch: (input, init) => fetch(input, init), tabs: broadcastTabChannel() });
