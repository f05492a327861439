module.exports = { ...require('../../../jest.preset.js'), displayName: 'leads-application', rootDir: __dirname };
