import { SimpleGrid } from '@chakra-ui/react';
import { PLAN_TYPES, PLANS } from '@receptionist/contracts';
import { FiltersDrawer } from '../../../components/ui/filters-drawer';
import { type SelectOption, SelectField } from '../../../components/ui/select-field';
import { type ClientFilters, type ClientSort, NO_FILTERS, type PlanFilter, type RequestFilter, type StatusFilter } from './client-filters';

const FILTER_KEYS = ['status', 'plan', 'requests'] as const;

const STATUS_OPTIONS: SelectOption<StatusFilter>[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const PLAN_OPTIONS: SelectOption<PlanFilter>[] = [
  { value: 'all', label: 'All Plans' },
  ...PLAN_TYPES.map((plan) => ({ value: plan, label: PLANS[plan].label })),
];
const REQUEST_OPTIONS: SelectOption<RequestFilter>[] = [
  { value: 'all', label: 'All Clients' },
  { value: 'any', label: 'Any pending request' },
  { value: 'phone', label: 'Phone number requested' },
  { value: 'plan', label: 'Plan change requested' },
];
const SORT_OPTIONS: SelectOption<ClientSort>[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Business name' },
];

/** Status, plan, requests and sort; on phones behind the "Filters" button (the count leaves the order out). `onChange` gets the one filter changed. */
export function ClientFiltersBar({ filters, onChange }: { filters: ClientFilters; onChange: (change: Partial<ClientFilters>) => void }) {
  return (
    <FiltersDrawer activeCount={FILTER_KEYS.filter((key) => filters[key] !== NO_FILTERS[key]).length}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <SelectField size="sm" label="Status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ status })} />
        <SelectField size="sm" label="Plan" value={filters.plan} options={PLAN_OPTIONS} onChange={(plan) => onChange({ plan })} />
        <SelectField size="sm" label="Requests" value={filters.requests} options={REQUEST_OPTIONS} onChange={(requests) => onChange({ requests })} />
        <SelectField size="sm" label="Sort" value={filters.sort} options={SORT_OPTIONS} onChange={(sort) => onChange({ sort })} />
      </SimpleGrid>
    </FiltersDrawer>
  );
}
