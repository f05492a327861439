/** The stored type when it is a plain audio type; anything else is served as bytes the browser will not interpret. */
export function servedContentType(stored: string): string {
  return /^audio\/[a-z0-9.+-]{1,40}$/.test(stored) ? stored : 'application/octet-stream';
}
