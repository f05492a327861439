import { Script } from 'node:vm';

/** Often enough that freed heap goes back to the system within about half a minute of the process going quiet. */
const NUDGE_INTERVAL_MS = 10_000;

/**
 * Lets V8's memory reducer see an idle process, so it returns the heap pages a burst freed (an `api` process that
 * folded a large log for its process managers kept about 110 MB of them, idle, for as long as it ran).
 *
 * V8 13.6 (Node 24) judges an isolate's allocation rate high for as long as its C++ (cppgc) heap has allocated
 * nothing lately, so the reducer never starts its memory-reducing collection, the one that releases pooled pages
 * (nodejs/node#66564, crbug.com/570738027). Compiling a trivial script allocates one small object on that heap.
 */
export function startMemoryReducerNudge(intervalMs = NUDGE_INTERVAL_MS): () => void {
  const timer = setInterval(() => new Script('0'), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
