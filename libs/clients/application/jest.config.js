module.exports = { ...require('../../../jest.preset.js'), displayName: 'clients-application', rootDir: __dirname };
