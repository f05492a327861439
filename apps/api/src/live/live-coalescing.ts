import type { LiveDocumentChange, LiveFact } from '@receptionist/live-bus';
import type { LiveUpdate } from './live-update';

const factKey = (fact: LiveFact) => `${fact.type}|${fact.id ?? ''}|${fact.clientId ?? ''}`;
const changeKey = (change: LiveDocumentChange) => `${change.collection}|${change.id}`;

/**
 * One update standing for two consecutive updates of the same projector: the later position, every fact once, every
 * document once (as the later update left it), and the earlier publication time.
 */
function mergeLiveUpdates(earlier: LiveUpdate, later: LiveUpdate): LiveUpdate {
  const facts = new Map<string, LiveFact>();
  for (const fact of [...(earlier.facts ?? []), ...(later.facts ?? [])]) facts.set(factKey(fact), fact);
  const changes = new Map<string, LiveDocumentChange>();
  for (const change of [...(earlier.changes ?? []), ...(later.changes ?? [])]) {
    changes.delete(changeKey(change));
    changes.set(changeKey(change), change);
  }
  const publishedAt = earlier.publishedAt ?? later.publishedAt;
  return {
    projector: later.projector,
    position: later.position,
    changes: [...changes.values()],
    facts: [...facts.values()],
    ...(publishedAt === undefined ? {} : { publishedAt }),
  };
}

/**
 * Sends each projector's updates at most once per window: an update after a quiet window goes out at once; updates
 * arriving within the window after a send are merged and sent when it ends. Under a burst (1,000 leads a second) every
 * socket gets a frame per window instead of one per commit; a lone commit waits for nothing.
 */
export class LiveUpdateCoalescer {
  private readonly lastSent = new Map<string, number>();
  private readonly waiting = new Map<string, { update: LiveUpdate; timer: NodeJS.Timeout }>();

  constructor(
    private readonly windowMs: number,
    private readonly send: (update: LiveUpdate) => void,
  ) {}

  push(update: LiveUpdate): void {
    const { projector } = update;
    const waiting = this.waiting.get(projector);
    if (waiting) {
      waiting.update = mergeLiveUpdates(waiting.update, update);
      return;
    }
    const now = performance.now();
    const last = this.lastSent.get(projector);
    if (this.windowMs === 0 || last === undefined || now - last >= this.windowMs) {
      this.sendNow(update, now);
      return;
    }
    const timer = setTimeout(() => this.flush(projector), last + this.windowMs - now);
    this.waiting.set(projector, { update, timer });
  }

  /** Sends whatever waits (on shutdown). */
  flushAll(): void {
    for (const projector of [...this.waiting.keys()]) this.flush(projector);
  }

  private flush(projector: string): void {
    const waiting = this.waiting.get(projector);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.waiting.delete(projector);
    this.sendNow(waiting.update, performance.now());
  }

  private sendNow(update: LiveUpdate, now: number): void {
    this.lastSent.set(update.projector, now);
    this.send(update);
  }
}
