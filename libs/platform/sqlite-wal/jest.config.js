module.exports = { ...require('../../../jest.preset.js'), displayName: 'sqlite-wal', rootDir: __dirname };
