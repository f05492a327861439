module.exports = { ...require('../../../jest.preset.js'), displayName: 'read-store', rootDir: __dirname };
