export * from './outbound-http.port';
