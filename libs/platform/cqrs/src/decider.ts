// The decider types live in the domain kit (domain libs import them from there); re-exported for platform callers.
export type { DecisionContext, Decider, DomainEvent } from '@receptionist/domain-kit';
