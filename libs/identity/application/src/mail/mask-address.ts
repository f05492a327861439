/** `ada@example.com` → `a***@example.com`: enough to tell mails apart in a log, not enough to know who they are for. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
