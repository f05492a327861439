module.exports = { ...require('../../../jest.preset.js'), displayName: 'webhooks-application', rootDir: __dirname };
