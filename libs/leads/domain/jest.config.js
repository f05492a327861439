module.exports = { ...require('../../../jest.preset.js'), displayName: 'leads-domain', rootDir: __dirname };
