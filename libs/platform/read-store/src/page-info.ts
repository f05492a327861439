/** Where a keyset page stands in its list: the count the screen shows and the way to the next page. */
export interface PageInfo {
  /** Items matching the filter; a count that stops at the list's cap answers the cap. */
  total: number;
  /** True when more than `total` match (the count stopped at the cap): the screen shows "10,000+". */
  totalCapped: boolean;
  hasMore: boolean;
  /** Opaque: pass as `after` for the next page; null on an empty page. */
  endCursor: string | null;
}
