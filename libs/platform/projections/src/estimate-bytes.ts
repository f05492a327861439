/** A cheap estimate of a value's size as JSON, in bytes (strings by length, everything else by a small constant). */
export function estimateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value !== 'object' || depth > 6) return 8;
  let bytes = 2;
  if (Array.isArray(value)) {
    for (const item of value) bytes += estimateBytes(item, depth + 1) + 1;
    return bytes;
  }
  for (const key in value) bytes += key.length + 4 + estimateBytes((value as Record<string, unknown>)[key], depth + 1);
  return bytes;
}
