import { ProjectionRunner } from './projection-runner';
import { ReadStoreProjectionLeases } from './leases/read-store-projection-leases';
import { countersProjector, typeTotalsProjector } from './testing/example-projectors';
import { counted } from './testing/projection-test-stores';
import { runnerOnFreshStores } from './testing/runner-on-fresh-stores';

/** Leases whose first `acquire` waits until `open()`: the window in which a process has not yet adopted its projectors. */
class GatedLeases extends ReadStoreProjectionLeases {
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.opened = resolve));
  acquiring = false;

  override async acquire(...args: Parameters<ReadStoreProjectionLeases['acquire']>) {
    this.acquiring = true;
    await this.gate;
    return super.acquire(...args);
  }

  open(): void {
    this.opened();
  }
}

describe('ProjectionRunner.progress() while the runner takes its first leases', () => {
  const fresh = runnerOnFreshStores();
  const projectors = [countersProjector, typeTotalsProjector];

  async function startGated(): Promise<{ runner: ProjectionRunner; leases: GatedLeases; started: Promise<void> }> {
    const { eventStore, readStore } = fresh.stores;
    const leases = new GatedLeases(readStore);
    const runner = fresh.stoppedAfterTest(new ProjectionRunner({ eventStore, readStore, projectors, leases, pollIntervalMs: 50 }));
    await runner.prepare();
    const started = runner.start();
    while (!leases.acquiring) await new Promise((resolve) => setTimeout(resolve, 5));
    return { runner, leases, started };
  }

  it('says "catching up" from the first answer, at the checkpoints recorded in the store, before any projector is adopted', async () => {
    await fresh.stores.eventStore.append('counter-a', [counted(0), counted(1)], 'no_stream');
    const first = await fresh.start({ projectors: [countersProjector], pollIntervalMs: 50 });
    expect(await first.waitFor(2)).toBe(true);
    await first.stop();
    await fresh.stores.eventStore.append('counter-a', [counted(2), counted(3)], 1);

    const { runner, leases, started } = await startGated();
    // counters is at 2 in the store, type-totals at 0 (never run): the lowest counts.
    expect(runner.progress()).toEqual({ catchingUp: true, position: 0, head: 4 });
    leases.open();
    await started;
    expect(await runner.waitFor(4)).toBe(true);
    while (runner.progress().catchingUp) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runner.progress()).toEqual({ catchingUp: false, position: 4, head: 4 });
  });

  it('says nothing of catching up when the recorded checkpoints are at the head', async () => {
    await fresh.stores.eventStore.append('counter-a', [counted(0)], 'no_stream');
    const first = await fresh.start({ projectors, pollIntervalMs: 50 });
    expect(await first.waitFor(1)).toBe(true);
    await first.stop();

    const { runner, leases, started } = await startGated();
    expect(runner.progress()).toEqual({ catchingUp: false, position: 1, head: 1 });
    leases.open();
    await started;
  });
});
