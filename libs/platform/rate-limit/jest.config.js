module.exports = { ...require('../../../jest.preset.js'), displayName: 'rate-limit', rootDir: __dirname };
