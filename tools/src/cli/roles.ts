import { isStaffRole, STAFF_ROLE_MESSAGES } from '@receptionist/contracts';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';
import { withUserAccounts } from './user-accounts-cli';

const usage = `Usage: roles grant|revoke --email EMAIL --role ROLE

Grants or revokes admin, analyst or analyst:pii for an existing account, as an admin does from /admin/settings; the
event records no acting user (an operator tool). Revoking the last admin's role is the operator's choice here.
Stores come from DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGODB_URL, as for the API.`;

export const rolesCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCliArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' } },
      allowPositionals: true,
    });
    const action = positionals[0];
    if ((action !== 'grant' && action !== 'revoke') || positionals.length !== 1) throw new UsageError('Say grant or revoke');
    const { email, role } = values;
    if (!email || !role) throw new UsageError('Give both --email and --role');
    if (!isStaffRole(role)) throw new UsageError(STAFF_ROLE_MESSAGES.unknownRole);
    await withUserAccounts(context, async (accounts) => {
      const user = await accounts.findByEmail(email.trim().toLowerCase());
      if (!user) throw new UsageError(STAFF_ROLE_MESSAGES.userNotFound);
      const type = action === 'grant' ? 'GrantRole' : 'RevokeRole';
      const after = await accounts.execute(user.userId, { type, data: { role } }, null);
      context.stdout(`${user.email} (${user.userId}) roles: ${after.roles.join(', ') || 'none'}`);
    });
  },
};

if (require.main === module) runAsMain(rolesCommand);
