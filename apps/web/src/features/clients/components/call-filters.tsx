import { Field, Flex, Input } from '@chakra-ui/react';
import { CALL_OUTCOMES, CALL_TYPES, outcomeLabel } from '@receptionist/contracts';
import type { CallFilter } from '../api/call-logs';
import { FiltersDrawer } from '../../../components/ui/filters-drawer';
import { SelectField } from '../../../components/ui/select-field';

const OUTCOME_OPTIONS = CALL_OUTCOMES.map((value) => ({ value, label: outcomeLabel(value) }));
const TYPE_OPTIONS = CALL_TYPES.map((value) => ({ value, label: value }));
const DRAWER_KEYS = ['outcome', 'type', 'from', 'to'] as const;
const SELECTS = [
  { key: 'outcome', label: 'Outcome', emptyLabel: 'All outcomes', options: OUTCOME_OPTIONS },
  { key: 'type', label: 'Type', emptyLabel: 'All types', options: TYPE_OPTIONS },
] as const;

/** Search by caller number, outcome, type and a date range (whole days); on phones all but the search are in a drawer. */
export function CallFilters({ filter, onChange }: { filter: CallFilter; onChange: (filter: CallFilter) => void }) {
  const set = (key: keyof CallFilter) => (value: string) => onChange({ ...filter, [key]: value });
  return (
    <Flex gap="3" wrap={{ base: 'nowrap', md: 'wrap' }} align="flex-end">
      <Field.Root maxW={{ md: '56' }}>
        <Field.Label>Search</Field.Label>
        <Input
          size="sm"
          type="search"
          placeholder="Search by caller number..."
          value={filter.search}
          onChange={(event) => set('search')(event.target.value)}
        />
      </Field.Root>
      <FiltersDrawer activeCount={DRAWER_KEYS.filter((key) => filter[key] !== '').length}>
        {SELECTS.map(({ key, label, emptyLabel, options }) => (
          <SelectField
            key={key}
            maxW={{ md: '48' }}
            size="sm"
            label={label}
            emptyLabel={emptyLabel}
            value={filter[key]}
            options={options}
            onChange={set(key)}
          />
        ))}
        <Field.Root maxW={{ md: '40' }}>
          <Field.Label>From</Field.Label>
          <Input size="sm" type="date" value={filter.from} onChange={(event) => set('from')(event.target.value)} />
        </Field.Root>
        <Field.Root maxW={{ md: '40' }}>
          <Field.Label>To</Field.Label>
          <Input size="sm" type="date" value={filter.to} onChange={(event) => set('to')(event.target.value)} />
        </Field.Root>
      </FiltersDrawer>
    </Flex>
  );
}
