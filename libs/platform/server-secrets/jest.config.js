module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-secrets', rootDir: __dirname };
