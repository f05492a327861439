import { loadConfig } from '@receptionist/config';
import { personalDataCodec, sealStoredPersonalData } from '@receptionist/contexts';
import { SqliteEventStore } from '@receptionist/event-store';
import { openOperationalStore } from '@receptionist/identity-application';
import { storeSettingsOf } from '../infrastructure/store-settings';
import { type CliCommand, parseCliArgs, runAsMain, UsageError } from './cli-runtime';

const usage = `Usage: privacy:migrate

Once, after upgrading to sealed personal data: seals the personal values (names, e-mail addresses, phone numbers,
notes, settings, callers' numbers and transcripts) of the events stored before sealing existed, with their subjects'
keys, so that erasing a person also makes those unreadable. Safe to run again (sealed values are left alone) and
beside a running API. Embedded store: rewrites DATA_DIR/events.db in place, leaving no copy of the old values.
KurrentDB cannot rewrite an event: export the log (events:export) and import it into a new database (events:import
seals every event it appends), then point KURRENTDB_URL at it.`;

export const privacyMigrateCommand: CliCommand = {
  usage,
  async run(argv, context) {
    parseCliArgs({ args: argv, options: {} });
    const config = loadConfig(context.env, { cwd: context.cwd });
    const settings = storeSettingsOf(config);
    if (settings.eventStore.kind !== 'sqlite')
      throw new UsageError('KurrentDB events cannot be rewritten: export them and import them into a new database (see --help)');
    const operationalStore = await openOperationalStore(config.identity);
    const events = new SqliteEventStore({ file: settings.eventStore.file });
    try {
      const sealed = await events.rewriteData(sealStoredPersonalData(personalDataCodec(operationalStore.subjectKeys)));
      context.stdout(
        sealed === 0 ? 'Every personal value in the log is sealed already.' : `Sealed the personal values of ${sealed} stored event(s).`,
      );
    } finally {
      await Promise.all([events.close(), operationalStore.close()]);
    }
  },
};

if (require.main === module) runAsMain(privacyMigrateCommand);
