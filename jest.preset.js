// Shared jest settings: SWC keeps Nest decorator metadata; path aliases come from tsconfig.base.json.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias.replace('/', '\\/')}$`, path.join(__dirname, target)]),
);

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // mercurius and a few of its dependencies ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(mercurius|@mercuriusjs|graphql-jit|p-limit|yocto-queue)/)'],
  moduleNameMapper,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Suites start a Nest app and hash passwords with argon2id; on a loaded 2-core machine that can take over 5 s.
  testTimeout: 20_000,
};
