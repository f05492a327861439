// One jest run over every project; each project keeps its own jest.config.js.
module.exports = {
  projects: [
    '<rootDir>/libs/*/*/jest.config.js',
    '<rootDir>/apps/api/jest.config.js',
    '<rootDir>/apps/web/jest.config.js',
    '<rootDir>/tools/jest.config.js',
  ],
};
