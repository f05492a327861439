module.exports = { ...require('../../../jest.preset.js'), displayName: 'blob-store', rootDir: __dirname };
