import { All, Controller, Delete, Get, UseFilters } from '@nestjs/common';
import { AuthApiError } from '../../http/auth-api.error';
import { AuthErrorFilter } from '../../http/auth-error.filter';

/**
 * GoTrue endpoints that need external identity providers (OAuth, OIDC, SAML SSO, identity linking), which this
 * product has none of: each answers a clear 4xx with GoTrue's error code.
 */
@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
export class UnsupportedController {
  @Get('authorize')
  authorize(): never {
    throw new AuthApiError(400, 'provider_disabled', 'OAuth sign-in is not enabled: no external provider is configured');
  }

  @All('sso')
  sso(): never {
    throw new AuthApiError(404, 'sso_provider_not_found', 'SSO is not enabled: no SAML provider is configured');
  }

  @Get('user/identities/authorize')
  linkIdentity(): never {
    throw new AuthApiError(404, 'manual_linking_disabled', 'Identity linking is not enabled');
  }

  @Delete('user/identities/:id')
  unlinkIdentity(): never {
    throw new AuthApiError(404, 'manual_linking_disabled', 'Identity linking is not enabled');
  }
}
