import { Field, Input } from '@chakra-ui/react';
import { AGENT_KINDS, AGENT_LABELS, type AgentsSettings, storedStructuredSetting } from '@receptionist/contracts';
import { useState } from 'react';
import type { ClientRecord } from '../../api/my-client';
import { useStructuredSettingSave } from '../../api/update-client-setting';
import { LabelledCheckbox } from '../../../../components/ui/labelled-checkbox';
import { RuleErrors } from './rule-field-errors';
import { SettingSectionCard } from './setting-section-card';

/** Which dealership agents answer calls, and the Missed Call agent's service-scheduler link. */
export function AgentsCard({ client }: { client: ClientRecord }) {
  const [agents, setAgents] = useState<AgentsSettings>(() => storedStructuredSetting('agents', client.agents));
  const { issues, saving, save } = useStructuredSettingSave(client, 'agents');

  return (
    <SettingSectionCard
      title="Agents"
      description="Sales books visits and test drives, Service books service, Missed Call texts back callers who hung up."
      issues={issues}
      saveLabel="Save agents"
      saving={saving}
      onSave={() => save(agents)}
    >
      {AGENT_KINDS.map((kind) => (
        <LabelledCheckbox
          key={kind}
          label={`${AGENT_LABELS[kind]} agent`}
          checked={agents[kind].enabled}
          onChange={(enabled) => setAgents({ ...agents, [kind]: { ...agents[kind], enabled } })}
        />
      ))}
      <Field.Root invalid={issues.some((issue) => issue.path === 'missed_call.schedulerLink')}>
        <Field.Label>Service-scheduler link (texted by the Missed Call agent)</Field.Label>
        <Input
          type="url"
          placeholder="https://"
          value={agents.missed_call.schedulerLink ?? ''}
          onChange={(event) => setAgents({ ...agents, missed_call: { ...agents.missed_call, schedulerLink: event.target.value } })}
        />
        <RuleErrors issues={issues} path="missed_call.schedulerLink" />
      </Field.Root>
    </SettingSectionCard>
  );
}
