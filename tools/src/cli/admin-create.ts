import { CreateAdminService, identityProjectors, UserAccounts } from '@receptionist/identity-application';
import { readModelsOf } from '@receptionist/projections';
import { openEventStore, openReadStore } from '../infrastructure/open-stores';
import { readStoreSettings } from '../infrastructure/store-settings';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';

const usage = `Usage: admin:create --email EMAIL --password PASSWORD

Creates a confirmed administrator, or grants the admin role to the existing account with that e-mail
(its password is then left unchanged). The password must meet the sign-up rules.
Stores come from DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGODB_URL, as for the API.`;

export const adminCreateCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({ args: argv, options: { email: { type: 'string' }, password: { type: 'string' } } });
    if (!values.email || !values.password) throw new UsageError('Give both --email and --password');
    const settings = readStoreSettings(context.env, context.cwd);
    const eventStore = openEventStore(settings.eventStore);
    const readStore = openReadStore(settings.readStore);
    try {
      const accounts = new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) });
      const { userId, created } = await new CreateAdminService(accounts).createAdmin({ email: values.email, password: values.password });
      context.stdout(created ? `Created administrator ${values.email} (${userId}).` : `${values.email} (${userId}) is now an administrator.`);
    } finally {
      await Promise.all([eventStore.close(), readStore.close()]);
    }
  },
};

if (require.main === module) runAsMain(adminCreateCommand);
