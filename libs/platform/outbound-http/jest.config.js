module.exports = { ...require('../../../jest.preset.js'), displayName: 'outbound-http', rootDir: __dirname };
