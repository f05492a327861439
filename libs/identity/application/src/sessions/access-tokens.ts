import { Inject, Injectable } from '@nestjs/common';
import type { UserRole, UserState } from '@receptionist/identity-domain';
import type { IdentityConfig } from '../config/identity-config';
import { badJwt, sessionNotFound } from '../http/auth-api.error';
import { IDENTITY_CONFIG, OPERATIONAL_STORE } from '../identity.tokens';
import type { OperationalStore, SessionRecord } from '../operational-store/operational-store.port';
import { InvalidJwtError, signJwt, VerifiedSignatures, verifyJwt } from '../tokens/jwt';
import { SigningKeyRing } from '../tokens/signing-key-ring';
import { isSessionLive } from './session-liveness';

const AUDIENCE = 'authenticated';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: 'authenticated';
  aal: 'aal1' | 'aal2';
  session_id: string;
  app_metadata: { provider: string; providers: string[]; roles: UserRole[] };
  exp: number;
  iat: number;
}

/** Who is calling: the verified claims of a live session. */
export interface AuthContext {
  userId: string;
  email: string;
  roles: UserRole[];
  sessionId: string;
  aal: 'aal1' | 'aal2';
  claims: AccessTokenClaims;
}

/** Issues ES256 access tokens and verifies them: algorithm allow-list, kid, aud, iss, exp, and a live session. */
@Injectable()
export class AccessTokens {
  readonly issuer: string;
  /** Access tokens whose signature was verified (each session presents its token on every request). */
  private readonly verified = new VerifiedSignatures();

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OPERATIONAL_STORE) private readonly store: Pick<OperationalStore, 'sessions'>,
    readonly keys: SigningKeyRing,
  ) {
    this.issuer = `${config.siteUrl}/auth/v1`;
  }

  issue(user: UserState, session: SessionRecord, now = new Date()): { token: string; expiresAt: number } {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.config.accessTokenTtlSeconds;
    const claims = {
      aud: AUDIENCE,
      iss: this.issuer,
      sub: user.userId,
      exp,
      iat,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'], roles: user.roles },
      user_metadata: { full_name: user.fullName, email: user.email, email_verified: user.emailConfirmedAt !== null },
    };
    return { token: signJwt(claims, this.keys.current), expiresAt: exp };
  }

  async verify(token: string, now = new Date()): Promise<AuthContext> {
    let claims: AccessTokenClaims;
    try {
      claims = verifyJwt<AccessTokenClaims & Record<string, unknown>>(
        token,
        (kid) => this.keys.find(kid),
        {
          audience: AUDIENCE,
          issuer: this.issuer,
          nowSeconds: Math.floor(now.getTime() / 1000),
        },
        this.verified,
      );
    } catch (error) {
      if (error instanceof InvalidJwtError) throw badJwt(error.message);
      throw error;
    }
    const session = await this.store.sessions.get(String(claims.session_id));
    if (!session || session.userId !== claims.sub || !isSessionLive(session, this.config, now)) throw sessionNotFound();
    return {
      userId: claims.sub,
      email: claims.email,
      roles: claims.app_metadata?.roles ?? [],
      sessionId: session.id,
      aal: session.aal,
      claims,
    };
  }
}
