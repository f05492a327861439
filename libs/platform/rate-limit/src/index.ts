export { FixedWindowRateLimiter } from './fixed-window-rate-limiter';
