import { Text } from '@chakra-ui/react';
import { DEFAULT_RECORDING_RETENTION_DAYS, RECORDING_RETENTION_OPTIONS, storedRecordingRetentionDays } from '@receptionist/contracts';
import type { ClientRecord } from '../../api/my-client';
import { useSaveSetting } from '../../api/update-client-setting';
import { SectionCard } from '../../../../components/ui/section-card';
import { SettingSelectField } from '../setting-select-field';

/** How long call recordings are kept: older audio is deleted (the call, its transcript and outcomes stay). */
export function CallRecordingsCard({ client }: { client: ClientRecord }) {
  const save = useSaveSetting(client);
  const stored = String(storedRecordingRetentionDays(client.recordingRetentionDays));
  return (
    <SectionCard title="Call recordings" description="Listen to your calls from the call details. Older recordings are deleted automatically.">
      <SettingSelectField
        key={stored}
        field="recording_retention_days"
        label="Keep recordings for"
        stored={stored}
        options={RECORDING_RETENTION_OPTIONS}
        onSave={save}
      />
      <Text mt="2" fontSize="sm" color="fg.muted">
        Default: {DEFAULT_RECORDING_RETENTION_DAYS} days. The call, its transcript and outcomes are kept.
      </Text>
    </SectionCard>
  );
}
