module.exports = { ...require('../../../jest.preset.js'), displayName: 'contexts', rootDir: __dirname };
