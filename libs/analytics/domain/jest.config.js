module.exports = { ...require('../../../jest.preset.js'), displayName: 'analytics-domain', rootDir: __dirname };
