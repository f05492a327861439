import { Button, Field, Input, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ALERT_TOGGLE_LABELS, ALERT_TOGGLES, type AlertPreferences, type AlertToggle, timeZoneChoices } from '@receptionist/contracts';
import { useState } from 'react';
import { LabelledCheckbox } from '../../../components/ui/labelled-checkbox';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { toaster } from '../../../components/ui/toaster';
import { useAlertPreferences } from '../api/alert-preferences';
import { LoadingState } from './loading-state';

function timeZoneOptions(current: string) {
  return timeZoneChoices(current).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

function AlertPreferencesForm({ stored, onSave }: { stored: AlertPreferences; onSave: (next: AlertPreferences) => Promise<string | null> }) {
  const [draft, setDraft] = useState(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (name: AlertToggle, checked: boolean) => setDraft({ ...draft, [name]: checked });
  const summary = (change: Partial<AlertPreferences['dailySummary']>) => setDraft({ ...draft, dailySummary: { ...draft.dailySummary, ...change } });

  async function save() {
    setBusy(true);
    const failure = await onSave(draft);
    setBusy(false);
    setProblem(failure);
    if (!failure) toaster.create({ type: 'success', title: 'Success', description: 'Alert preferences saved' });
  }

  return (
    <Stack gap="5">
      <Stack gap="3" role="group" aria-label="E-mail me when">
        <Text fontWeight="semibold">E-mail me when</Text>
        {ALERT_TOGGLES.map((name) => (
          <LabelledCheckbox key={name} label={ALERT_TOGGLE_LABELS[name]} checked={draft[name]} onChange={(checked) => toggle(name, checked)} />
        ))}
      </Stack>
      <Separator />
      <Stack gap="3">
        <LabelledCheckbox label="Send me a daily summary" checked={draft.dailySummary.enabled} onChange={(enabled) => summary({ enabled })} />
        <Text fontSize="sm" color="gray.600">
          The previous day's calls, appointments booked, messages taken and minutes used, every day at the time you choose.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Summary time</Field.Label>
            <Input type="time" name="summary-time" value={draft.dailySummary.time} onChange={(event) => summary({ time: event.target.value })} />
          </Field.Root>
          <SelectField
            label="Time zone"
            name="summary-time-zone"
            value={draft.dailySummary.timeZone}
            options={timeZoneOptions(draft.dailySummary.timeZone)}
            onChange={(timeZone) => summary({ timeZone })}
          />
        </SimpleGrid>
      </Stack>
      {problem && (
        <Text role="alert" color="red.600">
          {problem}
        </Text>
      )}
      <Button alignSelf="flex-start" colorPalette="brand" loading={busy} onClick={() => void save()}>
        Save alerts
      </Button>
    </Stack>
  );
}

/** Alerts: which facts e-mail the owner (and show in the bell), and the daily summary. */
export function AlertPreferencesCard() {
  const { preferences, error, save } = useAlertPreferences();
  return (
    <SectionCard title="Alerts" description="Choose what your receptionist e-mails you about. The same alerts appear under the bell.">
      {preferences ? <AlertPreferencesForm stored={preferences} onSave={save} /> : <LoadingState error={error} />}
    </SectionCard>
  );
}
