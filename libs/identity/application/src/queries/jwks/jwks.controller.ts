import { Controller, Get, Header } from '@nestjs/common';
import { AccessTokens } from '../../sessions/access-tokens';

@Controller('auth/v1/.well-known')
export class JwksController {
  constructor(private readonly accessTokens: AccessTokens) {}

  /** The public ES256 keys (current and still-verifiable older ones), by `kid`. */
  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=600')
  jwks() {
    return this.accessTokens.keys.jwks();
  }
}
