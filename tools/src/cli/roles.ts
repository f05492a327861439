import { loadConfig } from '@receptionist/config';
import { isStaffRole, STAFF_ROLE_MESSAGES } from '@receptionist/contracts';
import { identityProjectors, openOperationalStore, UserAccounts } from '@receptionist/identity-application';
import { readModelsOf } from '@receptionist/projections';
import { openEventStore, openReadStore } from '../infrastructure/open-stores';
import { storeSettingsOf } from '../infrastructure/store-settings';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';

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
    if (!values.email || !values.role) throw new UsageError('Give both --email and --role');
    if (!isStaffRole(values.role)) throw new UsageError(STAFF_ROLE_MESSAGES.unknownRole);
    const config = loadConfig(context.env, { cwd: context.cwd });
    const settings = storeSettingsOf(config);
    const eventStore = openEventStore(settings.eventStore);
    const readStore = openReadStore(settings.readStore);
    const operationalStore = await openOperationalStore(config.identity);
    try {
      const accounts = new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) }, operationalStore);
      const user = await accounts.findByEmail(values.email.trim().toLowerCase());
      if (!user) throw new UsageError(STAFF_ROLE_MESSAGES.userNotFound);
      const type = action === 'grant' ? 'GrantRole' : 'RevokeRole';
      const after = await accounts.execute(user.userId, { type, data: { role: values.role } }, null);
      context.stdout(`${user.email} (${user.userId}) roles: ${after.roles.join(', ') || 'none'}`);
    } finally {
      await Promise.all([eventStore.close(), readStore.close(), operationalStore.close()]);
    }
  },
};

if (require.main === module) runAsMain(rolesCommand);
