export { RATE_LIMIT_COUNTER, type RateLimitCounter } from './rate-limit-counter';
export { SlidingWindowLimit } from './sliding-window-limit';
