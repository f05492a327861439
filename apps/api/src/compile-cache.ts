import { enableCompileCache } from 'node:module';

// Imported first by main.ts, before any other module is loaded: Node keeps the compiled code of every module it loads
// on disk (under os.tmpdir(), or NODE_COMPILE_CACHE when set) and reuses it at the next start-up. NODE_DISABLE_COMPILE_CACHE=1
// turns it off.
enableCompileCache?.();
