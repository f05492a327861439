import { DEMO_REQUEST_STATUSES, type DemoRequestFormType, type DemoRequestStatus } from '@receptionist/contracts';
import { format } from 'date-fns';

export const STATUS_LABELS: Record<DemoRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
  rejected: 'Rejected',
};

export const STATUS_OPTIONS = DEMO_REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export const formTypeLabel = (formType: DemoRequestFormType) => (formType === 'book_demo' ? 'Demo' : 'Contact');

/** The list's date, e.g. 'Mar 05, 2026'. */
export const formatDate = (iso: string) => format(new Date(iso), 'MMM dd, yyyy');

/** A moment in the details and history, to the second. */
export const formatTime = (iso: string) => format(new Date(iso), 'MMM dd, yyyy HH:mm:ss');

export const fullName = (request: { firstName: string; lastName: string | null }) => [request.firstName, request.lastName].filter(Boolean).join(' ');
