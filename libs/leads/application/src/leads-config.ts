// LEADS_SUBMISSIONS_PER_IP (default 20) per LEADS_SUBMISSIONS_WINDOW_SECONDS (default 600), parsed with every other
// variable in the one configuration parser (libs/platform/config).
export type { LeadsConfig } from '@receptionist/config';

export const LEADS_CONFIG = Symbol('LeadsConfig');
