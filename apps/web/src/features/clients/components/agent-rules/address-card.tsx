import { Field, Input, Textarea } from '@chakra-ui/react';
import { BUSINESS_ADDRESS_MAX_LENGTH, DIRECTIONS_MAX_LENGTH } from '@receptionist/contracts';
import { useState } from 'react';
import type { ClientRecord } from '../../api/my-client';
import { type SectionIssues, useSaveSection } from '../../api/update-client-setting';
import { RuleErrors } from './rule-field-errors';
import { SettingSectionCard } from './setting-section-card';

/** Where the business is and how to get there, as the receptionist tells callers. */
export function AddressCard({ client }: { client: ClientRecord }) {
  const [address, setAddress] = useState(client.businessAddress ?? '');
  const [directions, setDirections] = useState(client.directions ?? '');
  const [issues, setIssues] = useState<SectionIssues>({});
  const { save, saving } = useSaveSection(client);

  async function onSave() {
    setIssues(
      await save([
        { field: 'business_address', value: address },
        { field: 'directions', value: directions },
      ]),
    );
  }

  return (
    <SettingSectionCard
      title="Address and Directions"
      description="What the receptionist tells callers who ask where you are."
      saveLabel="Save address and directions"
      saving={saving}
      onSave={onSave}
    >
      <Field.Root invalid={Boolean(issues.business_address)}>
        <Field.Label>Address</Field.Label>
        <Input value={address} onChange={(event) => setAddress(event.target.value)} />
        <Field.HelperText>Up to {BUSINESS_ADDRESS_MAX_LENGTH} characters</Field.HelperText>
        <RuleErrors issues={issues.business_address} path="" />
      </Field.Root>
      <Field.Root invalid={Boolean(issues.directions)}>
        <Field.Label>Directions</Field.Label>
        <Textarea rows={3} value={directions} onChange={(event) => setDirections(event.target.value)} />
        <Field.HelperText>Parking, entrances, landmarks; up to {DIRECTIONS_MAX_LENGTH} characters</Field.HelperText>
        <RuleErrors issues={issues.directions} path="" />
      </Field.Root>
    </SettingSectionCard>
  );
}
