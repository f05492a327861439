import { Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useAnalyticsClientOptions } from '../api/analytics-client-options';

/** The client filter of the call and client trends: a search that narrows the list, and the list (empty: all clients). */
export function ClientTrendFilter({ clientId, onChange }: { clientId: string; onChange: (clientId: string) => void }) {
  const [search, setSearch] = useState('');
  const [result] = useAnalyticsClientOptions(search);
  const options = (result.data?.clients.items ?? []).map((client) => ({ value: client.id, label: `${client.businessName} (${client.ownerEmail})` }));
  return (
    <HStack align="end" gap="3" wrap="wrap">
      <Field.Root width={{ base: 'full', sm: '48' }}>
        <Field.Label>Find a client</Field.Label>
        <Input size="sm" type="search" placeholder="Name or e-mail" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field.Root>
      <SelectField
        label="Client"
        size="sm"
        width={{ base: 'full', sm: '72' }}
        value={clientId}
        options={options}
        emptyLabel="All clients"
        onChange={onChange}
      />
    </HStack>
  );
}
