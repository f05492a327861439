import { Box, Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import {
  DEPARTMENT_LABELS,
  DEPARTMENTS,
  type Department,
  storedStructuredSetting,
  TRANSFER_WHEN,
  TRANSFER_WHEN_LABELS,
  type TransferRules,
  type TransferWhen,
} from '@receptionist/contracts';
import { useState } from 'react';
import type { ClientRecord } from '../../api/my-client';
import { useStructuredSettingSave } from '../../api/update-client-setting';
import { SelectField } from '../../../../components/ui/select-field';
import { RuleErrors } from './rule-field-errors';
import { SettingSectionCard } from './setting-section-card';

type Draft = Record<Department, { name: string; phone: string; when: TransferWhen }>;

const WHEN_OPTIONS = TRANSFER_WHEN.map((value) => ({ value, label: TRANSFER_WHEN_LABELS[value] }));

/** Whom to ring for sales, service and anything else, and when; an empty row means "take a message". */
export function TransferRulesCard({ client }: { client: ClientRecord }) {
  const [draft, setDraft] = useState<Draft>(() => {
    const rules = storedStructuredSetting('transfer_rules', client.transferRules);
    return Object.fromEntries(
      DEPARTMENTS.map((department) => [department, rules[department] ?? { name: '', phone: '', when: 'open_hours' }]),
    ) as Draft;
  });
  const { issues, saving, save } = useStructuredSettingSave(client, 'transfer_rules');
  const update = (department: Department, patch: Partial<Draft[Department]>) =>
    setDraft({ ...draft, [department]: { ...draft[department], ...patch } });

  async function onSave() {
    const rules = Object.fromEntries(
      DEPARTMENTS.map((department) => {
        const { name, phone, when } = draft[department];
        return [department, name.trim() || phone.trim() ? { name, phone, when } : null];
      }),
    ) as TransferRules;
    await save(rules);
  }

  return (
    <SettingSectionCard
      title="Transfer Rules"
      description="Who the receptionist puts callers through to. Leave a row empty, or outside its hours, and the receptionist takes a message instead."
      issues={issues}
      saveLabel="Save transfer rules"
      saving={saving}
      onSave={onSave}
    >
      {DEPARTMENTS.map((department) => {
        const label = DEPARTMENT_LABELS[department];
        const invalid = (part: string) => issues.some((issue) => issue.path === `${department}.${part}`);
        return (
          <Box key={department} role="group" aria-label={`${label} transfer`} borderTopWidth="1px" pt="2">
            <Text fontWeight="semibold" mb="2">
              {label}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <Field.Root invalid={invalid('name')}>
                <Field.Label>{label}: transfer to (name)</Field.Label>
                <Input value={draft[department].name} onChange={(event) => update(department, { name: event.target.value })} />
                <RuleErrors issues={issues} path={`${department}.name`} />
              </Field.Root>
              <Field.Root invalid={invalid('phone')}>
                <Field.Label>{label}: phone</Field.Label>
                <Input type="tel" value={draft[department].phone} onChange={(event) => update(department, { phone: event.target.value })} />
                <RuleErrors issues={issues} path={`${department}.phone`} />
              </Field.Root>
              <SelectField
                label={`${label}: when`}
                value={draft[department].when}
                options={WHEN_OPTIONS}
                onChange={(when) => update(department, { when })}
              />
            </SimpleGrid>
          </Box>
        );
      })}
    </SettingSectionCard>
  );
}
