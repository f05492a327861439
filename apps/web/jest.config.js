module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web',
  rootDir: __dirname,
  testPathIgnorePatterns: ['/node_modules/', '/scripts/'],
};
