import { type DynamicModule, Global, Module } from '@nestjs/common';
import { RATE_LIMIT_COUNTER } from '@receptionist/rate-limit';
import { AdminGuard, AuthGuard, SessionGuard } from './access/auth.guard';
import { CreateAdminService } from './commands/admin/create-admin.service';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ConfirmEmailHandler } from './commands/confirm-email/confirm-email.handler';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { CancelEmailChangeHandler } from './commands/cancel-email-change/cancel-email-change.handler';
import { ChangeFullNameHandler } from './commands/change-full-name/change-full-name.handler';
import { ConfirmEmailChangeHandler } from './commands/confirm-email-change/confirm-email-change.handler';
import { EnrollMfaFactorHandler } from './commands/enroll-mfa-factor/enroll-mfa-factor.handler';
import { RecordSignInHandler } from './commands/record-sign-in/record-sign-in.handler';
import { RemoveMfaFactorHandler } from './commands/remove-mfa-factor/remove-mfa-factor.handler';
import { RequestEmailChangeHandler } from './commands/request-email-change/request-email-change.handler';
import { VerifyMfaFactorHandler } from './commands/verify-mfa-factor/verify-mfa-factor.handler';
import { GrantRoleHandler } from './commands/grant-role/grant-role.handler';
import { TeamRolesResolver } from './commands/grant-role/grant-role.resolver';
import { RevokeRoleHandler } from './commands/revoke-role/revoke-role.handler';
import { TeamMembersResolver } from './queries/team-members/team-members.resolver';
import { EmailLinksController } from './commands/email-links/email-links.controller';
import { EmailLinksService } from './commands/email-links/email-links.service';
import { LogoutController } from './commands/logout/logout.controller';
import { MfaController } from './commands/mfa/mfa.controller';
import { MfaService } from './commands/mfa/mfa.service';
import { SessionsController } from './commands/sessions/sessions.controller';
import { SignUpController } from './commands/sign-up/sign-up.controller';
import { SignUpService } from './commands/sign-up/sign-up.service';
import { PasswordSignInService } from './commands/token/password-sign-in.service';
import { TokenController } from './commands/token/token.controller';
import { UnsupportedController } from './commands/unsupported/unsupported.controller';
import { EmailChangeController } from './commands/user/email-change.controller';
import { EmailChangeService } from './commands/user/email-change.service';
import { IdentityProof } from './commands/user/identity-proof';
import { UpdateUserService } from './commands/user/update-user.service';
import { UserController } from './commands/user/user.controller';
import { VerifyController } from './commands/verify/verify.controller';
import { VerifyService } from './commands/verify/verify.service';
import { CONFIG, type Config } from '@receptionist/config';
import type { IdentityConfig } from './config/identity-config';
import { EmptyJsonBodies } from './http/empty-json-bodies';
import { IdentityLifecycle } from './identity-lifecycle';
import { SecretBox } from './crypto/secret-box';
import { ServerKeys } from './crypto/server-keys';
import { IDENTITY_CONFIG, MAILER, OPERATIONAL_STORE } from './identity.tokens';
import { MailDelivery } from './mail/mail-delivery';
import { openMailer } from './mail/open-mailer';
import { openOperationalStore } from './operational-store/open-operational-store';
import type { OperationalStore } from './operational-store/operational-store.port';
import { usersProjector } from './projections/users/users.projector';
import { OneTimeTokens } from './one-time-tokens/one-time-tokens';
import { JwksController } from './queries/jwks/jwks.controller';
import { RateLimiter } from './rate-limits/rate-limiter';
import { AccessTokens } from './sessions/access-tokens';
import { SessionReplies } from './sessions/session-replies';
import { Sessions } from './sessions/sessions';
import { SessionEvents } from './sessions/session-events';
import { SigningKeyRing } from './tokens/signing-key-ring';
import { UserAccounts } from './users/user-accounts';

/**
 * The identity context: GoTrue-compatible REST under /auth/v1, sessions, mail, guards. Global, so other contexts'
 * controllers and resolvers can use AuthGuard, AdminGuard and @CurrentUser(). Needs IDENTITY_PLATFORM
 * ({ eventStore, readModels }); its configuration is the `identity` section of the parsed Config (CONFIG) unless `forRoot(config)` gives one.
 */
@Global()
@Module({
  controllers: [
    SignUpController,
    TokenController,
    LogoutController,
    UserController,
    EmailChangeController,
    VerifyController,
    EmailLinksController,
    MfaController,
    SessionsController,
    JwksController,
    UnsupportedController,
  ],
  providers: [
    // The identity section of the one parsed configuration (provided by the host, the API's ApiConfigModule).
    { provide: IDENTITY_CONFIG, inject: [CONFIG], useFactory: (config: Config) => config.identity },
    { provide: OPERATIONAL_STORE, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => openOperationalStore(config) },
    // Every context's limits count in the operational store, shared by all API instances.
    { provide: RATE_LIMIT_COUNTER, inject: [OPERATIONAL_STORE], useFactory: (store: OperationalStore) => store.rateLimits },
    { provide: ServerKeys, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => ServerKeys.open(config) },
    // What the services need of the shared keys, each on its own (ServerKeys owns their reloading and closing).
    { provide: SigningKeyRing, inject: [ServerKeys], useFactory: (keys: ServerKeys) => keys.signingKeys },
    { provide: SecretBox, inject: [ServerKeys], useFactory: (keys: ServerKeys) => keys.box },
    {
      provide: MAILER,
      inject: [IDENTITY_CONFIG, OPERATIONAL_STORE],
      useFactory: (config: IdentityConfig, store: OperationalStore) => openMailer(config, store),
    },
    // The command path of the use cases that change a user stream: command → handler → user decider.
    RegisterUserHandler,
    ConfirmEmailHandler,
    ChangePasswordHandler,
    CancelEmailChangeHandler,
    ChangeFullNameHandler,
    ConfirmEmailChangeHandler,
    EnrollMfaFactorHandler,
    RecordSignInHandler,
    RemoveMfaFactorHandler,
    RequestEmailChangeHandler,
    VerifyMfaFactorHandler,
    GrantRoleHandler,
    RevokeRoleHandler,
    // "Team & roles" in /admin/settings (GraphQL): grants, revocations, the team list and the search by e-mail.
    TeamRolesResolver,
    TeamMembersResolver,
    UserAccounts,
    AccessTokens,
    Sessions,
    SessionReplies,
    SessionEvents,
    RateLimiter,
    OneTimeTokens,
    MailDelivery,
    SignUpService,
    PasswordSignInService,
    UpdateUserService,
    IdentityProof,
    EmailChangeService,
    VerifyService,
    EmailLinksService,
    MfaService,
    CreateAdminService,
    SessionGuard,
    AuthGuard,
    AdminGuard,
    IdentityLifecycle,
    EmptyJsonBodies,
  ],
  exports: [
    AccessTokens,
    SessionEvents,
    SessionGuard,
    AuthGuard,
    AdminGuard,
    UserAccounts,
    CreateAdminService,
    MailDelivery,
    MAILER,
    IDENTITY_CONFIG,
    OPERATIONAL_STORE,
    RATE_LIMIT_COUNTER,
  ],
})
export class IdentityModule {
  /** The module with an explicit configuration (tests, tools) instead of the environment's. */
  static forRoot(config: IdentityConfig): DynamicModule {
    return { module: IdentityModule, providers: [{ provide: IDENTITY_CONFIG, useValue: config }] };
  }
}

export const identityProjectors = [usersProjector];
