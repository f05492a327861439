import { Field, Textarea } from '@chakra-ui/react';
import { SMS_TEMPLATE_MAX_LENGTH, SMS_VARIABLES, type SmsFollowUp, storedStructuredSetting } from '@receptionist/contracts';
import { useState } from 'react';
import type { ClientRecord } from '../../api/my-client';
import { useStructuredSettingSave } from '../../api/update-client-setting';
import { LabelledCheckbox } from '../../../../components/ui/labelled-checkbox';
import { RuleErrors } from './rule-field-errors';
import { SettingSectionCard } from './setting-section-card';

/** The text sent to callers after a call, with the variables the voice platform fills in. */
export function SmsFollowUpCard({ client }: { client: ClientRecord }) {
  const [sms, setSms] = useState<SmsFollowUp>(() => storedStructuredSetting('sms_follow_up', client.smsFollowUp));
  const { issues, saving, save } = useStructuredSettingSave(client, 'sms_follow_up');

  return (
    <SettingSectionCard
      title="SMS Follow-up"
      description="A text message sent to the caller after the call."
      issues={issues}
      saveLabel="Save SMS follow-up"
      saving={saving}
      onSave={() => save(sms)}
    >
      <LabelledCheckbox label="Send an SMS follow-up after calls" checked={sms.enabled} onChange={(enabled) => setSms({ ...sms, enabled })} />
      <Field.Root invalid={issues.some((issue) => issue.path === 'template')}>
        <Field.Label>SMS template</Field.Label>
        <Textarea rows={3} value={sms.template} onChange={(event) => setSms({ ...sms, template: event.target.value })} />
        <Field.HelperText>
          {sms.template.length} / {SMS_TEMPLATE_MAX_LENGTH} characters. Variables: {SMS_VARIABLES.map((name) => `{${name}}`).join(', ')}
        </Field.HelperText>
        <RuleErrors issues={issues} path="template" />
      </Field.Root>
    </SettingSectionCard>
  );
}
