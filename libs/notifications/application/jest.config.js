module.exports = { ...require('../../../jest.preset.js'), displayName: 'notifications-application', rootDir: __dirname };
