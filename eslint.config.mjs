import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.cache', '**/data', '**/test-results', '**/playwright-report', '**/vite.config.*.timestamp*', 'apps/web/src/lib/graphql/generated', 'apps/web-e2e/src/support/generated'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform', 'type:shared'] },
            // Identity's application lib is also tagged type:auth: other contexts use its published guards.
            { sourceTag: 'type:application', onlyDependOnLibsWithTags: ['type:domain', 'type:platform', 'type:shared', 'type:auth'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:application', 'type:domain', 'type:platform', 'type:shared'] },
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:application', 'type:domain', 'type:platform', 'type:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', '**/jest.preset.js', '**/*.config.ts', '**/*.config.mjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off', '@nx/enforce-module-boundaries': 'off' },
  },
];
