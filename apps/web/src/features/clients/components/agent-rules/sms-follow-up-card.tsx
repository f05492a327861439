import { Field, Stack, Textarea } from '@chakra-ui/react';
import { SMS_TEMPLATE_MAX_LENGTH, SMS_VARIABLES, type SmsFollowUp, storedStructuredSetting } from '@receptionist/contracts';
import { useState } from 'react';
import type { ClientRecord } from '../../api/my-client';
import { useStructuredSettingSave } from '../../api/update-client-setting';
import { SectionCard } from '../../../../components/ui/section-card';
import { LabelledCheckbox } from '../../../../components/ui/labelled-checkbox';
import { RuleErrors } from './rule-field-errors';
import { SaveSectionButton } from './save-section-button';

/** The text sent to callers after a call, with the variables the voice platform fills in. */
export function SmsFollowUpCard({ client }: { client: ClientRecord }) {
  const [sms, setSms] = useState<SmsFollowUp>(() => storedStructuredSetting('sms_follow_up', client.smsFollowUp));
  const { issues, saving, save } = useStructuredSettingSave(client, 'sms_follow_up');

  async function onSave() {
    await save(sms);
  }

  return (
    <SectionCard title="SMS Follow-up" description="A text message sent to the caller after the call.">
      <Stack gap="3">
        <RuleErrors issues={issues} path="" />
        <LabelledCheckbox label="Send an SMS follow-up after calls" checked={sms.enabled} onChange={(enabled) => setSms({ ...sms, enabled })} />
        <Field.Root invalid={issues.some((issue) => issue.path === 'template')}>
          <Field.Label>SMS template</Field.Label>
          <Textarea rows={3} value={sms.template} onChange={(event) => setSms({ ...sms, template: event.target.value })} />
          <Field.HelperText>
            {sms.template.length} / {SMS_TEMPLATE_MAX_LENGTH} characters. Variables: {SMS_VARIABLES.map((name) => `{${name}}`).join(', ')}
          </Field.HelperText>
          <RuleErrors issues={issues} path="template" />
        </Field.Root>
        <SaveSectionButton label="Save SMS follow-up" saving={saving} onSave={() => void onSave()} />
      </Stack>
    </SectionCard>
  );
}
