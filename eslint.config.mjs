import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** Framework and driver packages a pure lib (domain libs, the domain kit) may not import: deciders stay plain TypeScript. */
const FRAMEWORK_AND_DRIVERS = [
  '@nestjs/*',
  '@kurrent/*',
  '@fastify/*',
  'fastify',
  'mongodb',
  'better-sqlite3',
  'graphql',
  'mercurius',
  'socket.io',
  'socket.io-client',
  '@socket.io/*',
  'nodemailer',
  'pino',
  'pino-*',
  'nestjs-pino',
  'react',
  'react-*',
  'urql',
  'class-validator',
  'class-transformer',
];

/**
 * Bounded contexts: a context imports its own libs and shared ones (scope:shared: contracts, domain kit, platform).
 * published:auth — identity's application lib, whose guards and CurrentUser every context's resolvers use (the
 * guards are not a lib of their own; the type rules still keep domain libs away from it).
 * exception:read-by-calls-application — the one coupling left for issue 12 item 4: calls' application folds the client
 * stream with clients' decider. Only that application lib, reading only clients' domain lib. Clients imports nothing of
 * calls (it reads calls' published UsageMinutesCounted.v2 by its stored type name).
 */
const SCOPE_RULES = [
  ...['analytics', 'identity', 'leads'].map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared', 'published:auth'],
  })),
  { allSourceTags: ['scope:clients', 'type:domain'], onlyDependOnLibsWithTags: ['scope:clients', 'scope:shared'] },
  { allSourceTags: ['scope:clients', 'type:application'], onlyDependOnLibsWithTags: ['scope:clients', 'scope:shared', 'published:auth'] },
  { allSourceTags: ['scope:calls', 'type:domain'], onlyDependOnLibsWithTags: ['scope:calls', 'scope:shared'] },
  {
    allSourceTags: ['scope:calls', 'type:application'],
    onlyDependOnLibsWithTags: ['scope:calls', 'scope:shared', 'published:auth', 'exception:read-by-calls-application'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // Apps (api, web, web-e2e, tools) compose the contexts; their type rules say which layers each may use.
  { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['*'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.cache', '**/data', '**/test-results', '**/playwright-report', '**/vite.config.*.timestamp*'],
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
            ...SCOPE_RULES,
            { sourceTag: 'type:domain', bannedExternalImports: FRAMEWORK_AND_DRIVERS },
            { sourceTag: 'pure', bannedExternalImports: FRAMEWORK_AND_DRIVERS },
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
