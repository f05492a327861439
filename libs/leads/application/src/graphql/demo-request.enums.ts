import { registerEnumType } from '@nestjs/graphql';
import { DEMO_REQUEST_FORM_TYPES, DEMO_REQUEST_STATUSES, LEAD_FORMS } from '@receptionist/contracts';
import type { LeadHistoryKind } from '../projections/demo-requests/demo-requests.docs';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;

/** GraphQL enums whose values are the stored strings (`new`, `book_demo`, ...), so web and API share one spelling. */
export const DemoRequestStatusEnum = enumOf(DEMO_REQUEST_STATUSES);
export const DemoRequestFormTypeEnum = enumOf(DEMO_REQUEST_FORM_TYPES);
export const LeadFormEnum = enumOf(LEAD_FORMS);
export const DemoRequestHistoryKindEnum = enumOf<LeadHistoryKind>(['submitted', 'status_changed', 'notes_saved']);

registerEnumType(DemoRequestStatusEnum, { name: 'DemoRequestStatus' });
registerEnumType(DemoRequestFormTypeEnum, { name: 'DemoRequestFormType', description: 'book_demo: book-demo form 1; contact: form 2 and /contact' });
registerEnumType(LeadFormEnum, { name: 'LeadForm', description: 'The public form a submission comes from' });
registerEnumType(DemoRequestHistoryKindEnum, { name: 'DemoRequestHistoryKind' });
