// One jest run over every project; each project keeps its own jest.config.js.
module.exports = {
  // A global option (jest ignores it inside projects): integration suites start real APIs, slow on a loaded machine.
  testTimeout: 20_000,
  projects: [
    '<rootDir>/libs/*/*/jest.config.js',
    '<rootDir>/apps/api/jest.config.js',
    '<rootDir>/apps/web/jest.config.js',
    '<rootDir>/tools/jest.config.js',
  ],
};
