// Lets a plain `node` process require the repo's TypeScript sources, for tests that need a second process:
//   child_process.fork('child.ts', args, { execArgv: ['--require', '<path to>/register-ts.cjs'] })
// It compiles .ts files with @swc/core (the same options as the jest preset) and resolves the
// @receptionist/* path aliases from tsconfig.base.json.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../../../../..');
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
const aliases = new Map(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(root, target)]));

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, aliases.get(request) ?? request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
  });
  module._compile(code, filename);
};
