module.exports = { ...require('../../../jest.preset.js'), displayName: 'cqrs', rootDir: __dirname };
