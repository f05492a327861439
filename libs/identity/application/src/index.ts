export { IdentityModule, identityProjectors } from './identity.module';
export { IDENTITY_PLATFORM, IDENTITY_CONFIG, MAILER, OPERATIONAL_STORE, type IdentityPlatform } from './identity.tokens';
export type { Mailer, MailMessage } from './mail/mailer.port';
export type { IdentityConfig } from './config/identity-config';
export { AuthGuard, AdminGuard, SessionGuard, CurrentUser, assertAssurance } from './access/auth.guard';
export { ANALYST_READABLE_QUERIES, seesMaskedPersonalData } from './access/analyst-access';
export { PERSONAL_DATA_FIELDS, personalDataMaskingHooks } from './access/personal-data-masking';
export { verifySocketHandshake, type SocketHandshakeLike } from './access/socket-handshake';
export { AccessTokens, type AuthContext } from './sessions/access-tokens';
export { SessionEvents, type SessionsEnded, type SessionsEndedListener } from './sessions/session-events';
export { UserAccounts, type UserAccount, type NewUserAccount } from './users/user-accounts';
export { EmailReservations } from './users/email-reservations';
export {
  AdminPromotionRefusedError,
  CreateAdminService,
  type CreateAdminOutcome,
  type CreateAdminResult,
} from './commands/admin/create-admin.service';
export { USERS, usersProjector, type UserDoc } from './projections/users/users.projector';
export type { OneTimeTokenKind, OperationalStore } from './operational-store/operational-store.port';
export { openOperationalStore } from './operational-store/open-operational-store';
export { SqliteOperationalStore } from './operational-store/sqlite/sqlite-operational-store';
export { MongoOperationalStore } from './operational-store/mongo/mongo-operational-store';
export { listOutbox, formatOutbox, type OutboxEntry } from './mail/outbox-mailer';
export { rotateSigningKeys } from './tokens/signing-key-ring';
export { hashPassword } from './crypto/secrets';
export { refuseNonJsonAuthBodies } from './http/json-only-bodies';
export { shapeAuthApiErrors } from './http/auth-error-shape';
