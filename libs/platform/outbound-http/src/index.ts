export * from './outbound-http.port';
export { createOutboundHttp, type OutboundHttpOptions } from './outbound-http';
export { isPublicAddress } from './public-address';
