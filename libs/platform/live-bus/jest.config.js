module.exports = { ...require('../../../jest.preset.js'), displayName: 'live-bus', rootDir: __dirname };
