import { graphql, type PageInfoFieldsFragment } from '@receptionist/graphql-documents';

/** Where a keyset page stands in its list, as `components/ui/keyset-pager.tsx` shows it. */
export type PageInfo = PageInfoFieldsFragment;

export const PAGE_INFO_FIELDS = graphql(`
  fragment PageInfoFields on PageInfo {
    endCursor
    hasMore
    total
    totalCapped
  }
`);
