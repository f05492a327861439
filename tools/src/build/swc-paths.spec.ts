import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The SWC build (dist/node) resolves workspace imports through .swcrc's paths, the type-checker through
// tsconfig.base.json's: a lib added to one and not the other type-checks but fails at start-up.
const root = join(__dirname, '..', '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('build path aliases', () => {
  it('.swcrc maps every workspace alias tsconfig.base.json maps, to the same file', () => {
    const typeScriptPaths = readJson('tsconfig.base.json').compilerOptions.paths as Record<string, string[]>;
    const swcPaths = readJson('.swcrc').jsc.paths as Record<string, string[]>;
    expect(swcPaths).toEqual(typeScriptPaths);
  });
});
