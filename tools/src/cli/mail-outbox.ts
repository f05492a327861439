import { loadConfig } from '@receptionist/config';
import { formatOutbox, listOutbox, openOperationalStore } from '@receptionist/identity-application';
import { type CliCommand, parseCliArgs, runAsMain } from './cli-runtime';

const usage = `Usage: mail:outbox

Lists the mails the server kept in its development outbox (used when SMTP_URL is not set), newest last:
recipient, subject, time and link. Reads DATA_DIR (or MONGODB_URL) as the API does.`;

export const mailOutboxCommand: CliCommand = {
  usage,
  async run(argv, context) {
    parseCliArgs({ args: argv, options: {} });
    const store = await openOperationalStore(loadConfig(context.env, { cwd: context.cwd }).identity);
    try {
      context.stdout(formatOutbox(await listOutbox(store)));
    } finally {
      await store.close();
    }
  },
};

if (require.main === module) runAsMain(mailOutboxCommand);
