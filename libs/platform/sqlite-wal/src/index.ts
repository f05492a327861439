export { switchToWal } from './switch-to-wal';
