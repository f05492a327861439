import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { emailError } from '@receptionist/contracts';
import { ALL_PROJECTORS, erasePersonalData, NOTHING_TO_ERASE } from '@receptionist/contexts';
import { AS_OF_ANCHORS_DIRECTORY, ProjectionRunner, ReadStoreProjectionLeases } from '@receptionist/projections';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';
import { withUserAccounts } from './user-accounts-cli';

const usage = `Usage: privacy:erase --email EMAIL

Erases the person with that e-mail address (GDPR art. 17) by crypto-shredding, as "Erase personal data" in the admin
screens does: deletes the keys of their account, client and demo requests, so their names, addresses, phone numbers,
notes, settings and their callers' numbers and transcripts read "Erased" everywhere from now on; deletes their
password, sessions and pending mails; rebuilds the read models that held their data (counts and minutes stay).
Works beside a running API (its projection engine carries out the rebuild) or alone.
Stores come from DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGODB_URL, as for the API.`;

export const privacyEraseCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({ args: argv, options: { email: { type: 'string' } } });
    const { email } = values;
    if (!email) throw new UsageError('Give --email');
    const problem = emailError(email);
    if (problem) throw new UsageError(problem);
    await withUserAccounts(context, async (accounts, { eventStore, readStore, operationalStore, personalData, dataDir }) => {
      // Leads the projectors no running API leads (all of them when none runs), so the rebuild happens either way.
      const projections = new ProjectionRunner({
        eventStore,
        readStore,
        projectors: ALL_PROJECTORS,
        leases: new ReadStoreProjectionLeases(readStore),
        onRebuild: () => personalData.codec.forgetAll(),
      });
      await projections.start();
      try {
        // The person's demo requests are found through the read models: they must have caught up first.
        await projections.waitFor(await eventStore.headPosition(), { timeoutMs: 120_000 });
        // The "as of" anchors a running API keeps under DATA_DIR hold copies of the read models: it builds them again.
        const anchors = { discardAll: async () => rmSync(join(dataDir, AS_OF_ANCHORS_DIRECTORY), { recursive: true, force: true }) };
        const sources = {
          eventStore,
          readModels: projections,
          readStore,
          personalData,
          projections,
          projectors: ALL_PROJECTORS,
          accounts,
          operationalStore,
        };
        const outcome = await erasePersonalData({ ...sources, historyCaches: [anchors] }, email, null);
        if (!outcome) return context.stdout(NOTHING_TO_ERASE);
        context.stdout(`Erased the personal data of ${email}: ${outcome.subjects} key(s) deleted (erasure ${outcome.erasureId}).`);
        context.stdout(outcome.readModelsRebuilt ? 'Read models rebuilt.' : 'Read models are still being rebuilt by the running API.');
      } finally {
        await projections.stop();
      }
    });
  },
};

if (require.main === module) runAsMain(privacyEraseCommand);
