import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { type RateLimitedEndpoint, RateLimiter } from './rate-limiter';

const IP_RATE_LIMITED_ENDPOINT = 'identity:ip-rate-limited-endpoint';

/** Counts every request to the route against the client IP's limit (config `rateLimits.perIp`); 429 beyond it. */
@Injectable()
export class IpRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const endpoint = this.reflector.get<RateLimitedEndpoint>(IP_RATE_LIMITED_ENDPOINT, context.getHandler());
    await this.limits.checkIp(endpoint, context.switchToHttp().getRequest<FastifyRequest>().ip);
    return true;
  }
}

/** The route's requests are limited per client IP under the endpoint's own counter. */
export const IpRateLimit = (endpoint: RateLimitedEndpoint) =>
  applyDecorators(SetMetadata(IP_RATE_LIMITED_ENDPOINT, endpoint), UseGuards(IpRateLimitGuard));
