import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { PageInfo } from './page-info';

@ObjectType('PageInfo', { description: 'Where a keyset page stands in its list (the Relay convention, with the count the screens show)' })
export class PageInfoType implements PageInfo {
  @Field(() => Int, { description: 'Items matching the filter (a search or a filter is counted up to 10,000)' })
  total!: number;

  @Field({ description: 'True when more than `total` match: show "10,000+"' })
  totalCapped!: boolean;

  @Field({ description: 'True when a next page exists' })
  hasMore!: boolean;

  @Field(() => String, { nullable: true, description: 'Opaque cursor of the last item: pass it as `after` for the next page' })
  endCursor!: string | null;
}

/** What every keyset-paged GraphQL list answers besides its items; a page type extends it and adds `items`. */
@ObjectType({ isAbstract: true })
export abstract class KeysetPageType {
  @Field(() => PageInfoType)
  pageInfo!: PageInfoType;
}

/** The PageInfo of a page a read answered; its items are the resolver's to map. */
export function pageInfoOf({ total, totalCapped, hasMore, endCursor }: PageInfo): PageInfoType {
  return { total, totalCapped, hasMore, endCursor };
}
