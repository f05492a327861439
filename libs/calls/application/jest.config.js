module.exports = { ...require('../../../jest.preset.js'), displayName: 'calls-application', rootDir: __dirname };
