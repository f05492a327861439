module.exports = { ...require('../../jest.preset.js'), displayName: 'web', rootDir: __dirname };
