import { DomainError } from '@receptionist/contracts';

/** A notifications command was refused; `kind` tells the API which client error it is. */
export class NotificationsError extends DomainError {}

export const invalidAlertPreferences = (message: string) => new NotificationsError('invalid_input', message);
export const invalidAlertsRequest = (message: string) => new NotificationsError('invalid_input', message);
