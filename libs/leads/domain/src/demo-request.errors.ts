import { DEMO_REQUEST_ADMIN_MESSAGES, DomainError } from '@receptionist/contracts';

/** A demo-request command was refused; `kind` tells the API which client error it is. */
export class DemoRequestError extends DomainError {}

export const demoRequestNotFound = () => new DemoRequestError('not_found', DEMO_REQUEST_ADMIN_MESSAGES.notFound);
export const demoRequestChangedMeanwhile = () => new DemoRequestError('conflict', DEMO_REQUEST_ADMIN_MESSAGES.conflict);
export const invalidDemoRequest = (message: string) => new DemoRequestError('invalid_input', message);
