module.exports = { ...require('../../../jest.preset.js'), displayName: 'identity-domain', rootDir: __dirname };
