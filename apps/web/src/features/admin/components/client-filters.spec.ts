import { filtersFromParams, NO_FILTERS, paramsOfFilters } from './client-filters';

describe('client filters', () => {
  it('reads filters from the query string, ignoring unknown values', () => {
    expect(filtersFromParams(new URLSearchParams('status=inactive&plan=enterprise&requests=plan&sort=name'))).toEqual({
      status: 'inactive',
      plan: 'enterprise',
      requests: 'plan',
      sort: 'name',
    });
    expect(filtersFromParams(new URLSearchParams('status=gone&plan=gold&sort=minutes'))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsOfFilters(NO_FILTERS)).toEqual({});
    expect(paramsOfFilters({ ...NO_FILTERS, requests: 'any', sort: 'oldest' })).toEqual({ requests: 'any', sort: 'oldest' });
  });
});
