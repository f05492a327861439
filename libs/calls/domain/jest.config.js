module.exports = { ...require('../../../jest.preset.js'), displayName: 'calls-domain', rootDir: __dirname };
