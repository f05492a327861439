import { InvalidCallInputError } from '@receptionist/calls-domain';

/** The value when it is one of the choices; else InvalidCallInputError naming the argument and the choices. */
export function checkChoice<T extends string>(value: string, name: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(value)) throw new InvalidCallInputError(`${name} must be one of: ${choices.join(', ')}`);
  return value as T;
}
