const preset = require('../jest.preset.js');
const [pattern, [swcJest, swcOptions]] = Object.entries(preset.transform)[0];
// The root .swcrc excludes *.spec.ts from the build; jest must not read it.
module.exports = {
  ...preset,
  transform: { [pattern]: [swcJest, { ...swcOptions, swcrc: false }] },
  displayName: 'tools',
  rootDir: __dirname,
  testPathIgnorePatterns: ['/node_modules/', '/audio/', '/scripts/'],
};
