module.exports = { ...require('../../../jest.preset.js'), displayName: 'notifications-domain', rootDir: __dirname };
