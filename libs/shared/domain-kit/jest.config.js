module.exports = { ...require('../../../jest.preset.js'), displayName: 'domain-kit', rootDir: __dirname };
