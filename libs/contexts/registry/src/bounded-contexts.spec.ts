import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Projector } from '@receptionist/projections';
import { ALL_PROJECTORS, BOUNDED_CONTEXTS } from './bounded-contexts';

const LIBS = join(__dirname, '../../..');

/** Every `*.projector.ts` file of every context's application lib. */
function projectorFiles(): string[] {
  const contexts = readdirSync(LIBS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return contexts.flatMap((context) => {
    const root = join(LIBS, context.name, 'application/src');
    try {
      return readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.projector.ts'))
        .map((file) => join(root, file));
    } catch {
      return [];
    }
  });
}

const isProjector = (value: unknown): value is Projector =>
  typeof value === 'object' && value !== null && 'name' in value && 'version' in value && 'eventTypes' in value && 'handlers' in value;

describe('the bounded-context registry', () => {
  it('holds every projector any context defines (a projector left out would never run, replay or rebuild)', async () => {
    const defined: string[] = [];
    for (const file of projectorFiles()) {
      const exported = Object.values((await import(file)) as Record<string, unknown>).filter(isProjector);
      defined.push(...exported.map((projector) => `${projector.name} (${relative(LIBS, file)})`));
    }
    expect(defined.length).toBeGreaterThan(0);
    const registered = new Set(ALL_PROJECTORS.map((projector) => projector.name));
    expect(defined.filter((entry) => !registered.has(entry.split(' ')[0]))).toEqual([]);
  });

  it('registers each projector and each context once', () => {
    const names = ALL_PROJECTORS.map((projector) => projector.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(BOUNDED_CONTEXTS.map((context) => context.platformToken)).size).toBe(BOUNDED_CONTEXTS.length);
  });
});
