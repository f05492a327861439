module.exports = { ...require('../../../jest.preset.js'), displayName: 'analytics-application', rootDir: __dirname };
