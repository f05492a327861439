import { type CreateAdminOutcome, CreateAdminService } from '@receptionist/identity-application';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';
import { withUserAccounts } from './user-accounts-cli';

const usage = `Usage: admin:create --email EMAIL --password PASSWORD [--promote]

Creates a confirmed administrator with that password. When the address already has an account:
- not confirmed (anyone can sign an address up): it gets PASSWORD, is confirmed and made administrator, and every
  earlier password and session of it ends;
- confirmed and not an administrator: refused, unless --promote is given (it is then promoted, its password unchanged);
- already an administrator: left as it is.
The password must meet the sign-up rules.
Stores come from DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGODB_URL, as for the API.`;

const report: Record<CreateAdminOutcome, (who: string) => string> = {
  created: (who) => `Created administrator ${who}.`,
  took_over_unconfirmed: (who) =>
    `${who} was not confirmed: it now has the given password, is confirmed and is an administrator; its earlier password and sessions are void.`,
  promoted: (who) => `${who} is now an administrator (its password is unchanged).`,
  already_admin: (who) => `${who} already is an administrator; nothing changed.`,
};

export const adminCreateCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, promote: { type: 'boolean' } },
    });
    const { email, password } = values;
    if (!email || !password) throw new UsageError('Give both --email and --password');
    await withUserAccounts(context, async (accounts) => {
      const { userId, outcome } = await new CreateAdminService(accounts).createAdmin({
        email,
        password,
        promote: values.promote === true,
      });
      context.stdout(report[outcome](`${email} (${userId})`));
    });
  },
};

if (require.main === module) runAsMain(adminCreateCommand);
