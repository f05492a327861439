import './compile-cache';

// The API as it ships (`npm start`, the image, the e2e suite, the benches): run-api.ts and the modules it loads bundled
// into one file by tools/scripts/bundle-api.mjs, so that Node does not resolve and link ~3,100 modules one by one
// (0.5-0.9 s of each start-up). The compile cache is on before that one large module is compiled.
(require('./main.bundle.js') as typeof import('./run-api')).runApi();
