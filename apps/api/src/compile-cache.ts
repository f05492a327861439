import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

// Imported first by main.ts and server.ts, before any other module is loaded: Node keeps the compiled code of every
// module it loads on disk and reuses it at the next start-up. The cache sits beside the build (dist/node/.compile-cache), owned by
// whoever deployed it, never in a shared temporary directory another local user could write compiled code into.
// NODE_COMPILE_CACHE names another directory; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
enableCompileCache?.(process.env['NODE_COMPILE_CACHE'] || join(__dirname, '../../../.compile-cache'));
