module.exports = { ...require('../../../jest.preset.js'), displayName: 'projections', rootDir: __dirname };
