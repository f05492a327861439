import type { Actor } from '@receptionist/domain-kit';
import type { AuthContext } from '@receptionist/identity-application';

/** The signed-in user as commands and events name who acted. */
export const actorOf = ({ userId, email }: Pick<AuthContext, 'userId' | 'email'>): Actor => ({ userId, email });
