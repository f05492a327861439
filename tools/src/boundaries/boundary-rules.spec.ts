import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const projectFiles = globSync(['libs/*/*/project.json', 'apps/*/project.json', 'tools/project.json'], { cwd: root });
const tagsOf = (file: string): string[] => JSON.parse(readFileSync(join(root, file), 'utf8')).tags ?? [];
const eslintConfig = readFileSync(join(root, 'eslint.config.mjs'), 'utf8');

/** The lint rules that keep contexts apart exist (the rules themselves are proven by `npx eslint`; see docs/architecture.md). */
describe('module boundary rules', () => {
  it('tag every lib with exactly one scope: its context, or shared; apps and the contexts registry (which composes them all) with scope:app', () => {
    expect(projectFiles.length).toBeGreaterThan(20);
    for (const file of projectFiles) {
      const scopes = tagsOf(file).filter((tag) => tag.startsWith('scope:'));
      const [kind, context] = file.split('/');
      const expected =
        kind !== 'libs' || context === 'contexts' ? 'scope:app' : ['shared', 'platform'].includes(context) ? 'scope:shared' : `scope:${context}`;
      expect({ file, scopes }).toEqual({ file, scopes: [expected] });
    }
  });

  it('constrain every scope and ban framework and driver imports in domain libs and the domain kit', () => {
    for (const file of projectFiles.filter((name) => name.startsWith('libs/') && !/libs\/(shared|platform)\//.test(name))) {
      expect(eslintConfig).toContain(file.split('/')[1]);
    }
    expect(eslintConfig).toMatch(/sourceTag: 'type:domain', bannedExternalImports: FRAMEWORK_AND_DRIVERS/);
    expect(eslintConfig).toMatch(/sourceTag: 'pure', bannedExternalImports: FRAMEWORK_AND_DRIVERS/);
    for (const banned of ["'@nestjs/*'", "'mongodb'", "'better-sqlite3'", "'@kurrent/*'", "'graphql'", "'fastify'", "'socket.io'"])
      expect(eslintConfig).toContain(banned);
    expect(tagsOf('libs/shared/domain-kit/project.json')).toContain('pure');
    expect(eslintConfig).toContain('...SCOPE_RULES');
  });
});
