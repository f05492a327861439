const preset = require('../../../jest.preset.js');

// The root .swcrc excludes *.spec.ts from builds; @swc/core would apply it to test files too, so jest skips it.
const transform = Object.fromEntries(
  Object.entries(preset.transform).map(([pattern, [transformer, options]]) => [
    pattern,
    [transformer, { ...options, swcrc: false }],
  ]),
);

module.exports = { ...preset, transform, displayName: 'projections', rootDir: __dirname };
