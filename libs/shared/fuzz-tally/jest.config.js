module.exports = { ...require('../../../jest.preset.js'), displayName: 'fuzz-tally', rootDir: __dirname };
