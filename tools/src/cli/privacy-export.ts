import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { emailError } from '@receptionist/contracts';
import { ALL_PROJECTORS, subjectAccessExport } from '@receptionist/contexts';
import { readModelsOf } from '@receptionist/projections';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';
import { withUserAccounts } from './user-accounts-cli';

const usage = `Usage: privacy:export --email EMAIL [--out FILE]

Prints (or writes to FILE) everything the product holds about the person with that e-mail address, as JSON — the same
export an administrator downloads from the admin screens and a user from /account: account, sessions, demo requests,
client record, settings history, calls with transcripts, webhook endpoints and the events of their streams. Never a secret.
Stores come from DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGODB_URL, as for the API.`;

export const privacyExportCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({ args: argv, options: { email: { type: 'string' }, out: { type: 'string' } } });
    const { email, out } = values;
    if (!email) throw new UsageError('Give --email');
    const problem = emailError(email);
    if (problem) throw new UsageError(problem);
    await withUserAccounts(context, async (accounts, { eventStore, readStore, operationalStore }) => {
      const data = await subjectAccessExport(
        { eventStore, readModels: readModelsOf(readStore, ALL_PROJECTORS), accounts, operationalStore },
        { email },
      );
      const json = JSON.stringify(data, null, 2);
      if (!out) return context.stdout(json);
      writeFileSync(resolve(context.cwd, out), `${json}\n`, { mode: 0o600 });
      context.stdout(`Wrote the personal data of ${email} to ${out}`);
    });
  },
};

if (require.main === module) runAsMain(privacyExportCommand);
