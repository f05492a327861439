import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettierConfig from 'eslint-config-prettier';

/**
 * The web app's layers, bulletproof-react style: app/ (router, providers, shell and layout) composes features/;
 * each feature uses only itself and the shared layers (components/, hooks/, lib/, config/); the shared layers use no
 * feature and not app/. Zones are made from the folders, so a new feature is covered without editing this file.
 */
const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/, hooks/ or lib/, or compose them in app/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app layer (app/ composes features).' },
  ...['components', 'hooks', 'lib', 'config'].map((shared) => ({
    target: `${WEB}/${shared}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (components/, hooks/, lib/, config/) imports no feature and not the app layer.',
  })),
];

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
 * Calls and clients import nothing of each other: each reads the other's published events by their stored type names
 * (calls folds ClientCreated.v2, PlanChanged.v2 … into its own CallAccount; clients projects UsageMinutesCounted.v2).
 */
const SCOPE_RULES = [
  ...['analytics', 'identity', 'leads', 'notifications', 'webhooks'].map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared', 'published:auth'],
  })),
  { allSourceTags: ['scope:clients', 'type:domain'], onlyDependOnLibsWithTags: ['scope:clients', 'scope:shared'] },
  { allSourceTags: ['scope:clients', 'type:application'], onlyDependOnLibsWithTags: ['scope:clients', 'scope:shared', 'published:auth'] },
  { allSourceTags: ['scope:calls', 'type:domain'], onlyDependOnLibsWithTags: ['scope:calls', 'scope:shared'] },
  { allSourceTags: ['scope:calls', 'type:application'], onlyDependOnLibsWithTags: ['scope:calls', 'scope:shared', 'published:auth'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // Apps (api, web, web-e2e, tools) compose the contexts; their type rules say which layers each may use.
  { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['*'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.cache',
      '**/data',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      'libs/shared/graphql-documents/src/generated',
    ],
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
            // The one registry of bounded contexts (libs/contexts/registry), hosted by the API and read by the tools.
            { sourceTag: 'type:composition', onlyDependOnLibsWithTags: ['type:application', 'type:domain', 'type:platform', 'type:shared'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:composition', 'type:application', 'type:domain', 'type:platform', 'type:shared'],
            },
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:shared'] },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['type:composition', 'type:application', 'type:domain', 'type:platform', 'type:shared'],
            },
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
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  // Last: turns off the stylistic rules Prettier owns.
  prettierConfig,
];
