module.exports = { ...require('../../../jest.preset.js'), displayName: 'clients-domain', rootDir: __dirname };
