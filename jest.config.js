// One jest run over every project; each project keeps its own jest.config.js.
module.exports = {
  // A global option (jest ignores it inside projects): integration suites start real APIs, slow on a loaded machine.
  testTimeout: 20_000,
  // Suites run in a worker that is replaced once it holds more than this after a suite. In band (jest's choice for one
  // worker, i.e. a 2-core machine), every suite's modules stay in one process: the whole run outgrew the 4 GB heap.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    '<rootDir>/libs/*/*/jest.config.js',
    '<rootDir>/apps/api/jest.config.js',
    '<rootDir>/apps/web/jest.config.js',
    '<rootDir>/tools/jest.config.js',
  ],
};
