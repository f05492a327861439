/**
 * A cookie readable by the web app (no secret in it) that the API sets and clears with the HttpOnly refresh cookie:
 * while it is absent no session can exist, so the app does not try a refresh that can only fail.
 */
export const SESSION_HINT_COOKIE = 'receptionist-signed-in';
