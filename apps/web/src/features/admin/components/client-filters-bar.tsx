import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PLAN_TYPES, PLANS } from '@receptionist/contracts';
import type { ClientFilters, PlanFilter, RequestFilter, StatusFilter } from './client-filters';

const STATUS_OPTIONS: [StatusFilter, string][] = [
  ['all', 'All Statuses'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
];
const PLAN_OPTIONS: [PlanFilter, string][] = [['all', 'All Plans'], ...PLAN_TYPES.map((plan): [PlanFilter, string] => [plan, PLANS[plan].label])];
const REQUEST_OPTIONS: [RequestFilter, string][] = [
  ['all', 'All Clients'],
  ['any', 'Any pending request'],
  ['phone', 'Phone number requested'],
  ['plan', 'Plan change requested'],
];

function FilterSelect<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange: (value: T) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function ClientFiltersBar({ filters, onChange }: { filters: ClientFilters; onChange: (filters: ClientFilters) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
      <FilterSelect label="Status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ ...filters, status })} />
      <FilterSelect label="Plan" value={filters.plan} options={PLAN_OPTIONS} onChange={(plan) => onChange({ ...filters, plan })} />
      <FilterSelect label="Requests" value={filters.requests} options={REQUEST_OPTIONS} onChange={(requests) => onChange({ ...filters, requests })} />
    </SimpleGrid>
  );
}
