module.exports = { ...require('../../../jest.preset.js'), displayName: 'webhooks-domain', rootDir: __dirname };
