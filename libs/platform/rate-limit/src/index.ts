export { FixedWindowRateLimiter } from './fixed-window-rate-limiter';
export { SlidingWindowRateLimiter } from './sliding-window-rate-limiter';
