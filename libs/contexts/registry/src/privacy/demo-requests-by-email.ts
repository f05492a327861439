import { normalizeEmail } from '@receptionist/contracts';
import { DEMO_REQUESTS, type DemoRequestDoc } from '@receptionist/leads-application';
import type { ReadModels } from '@receptionist/projections';

/** A person's demo requests, oldest first. Forms store the address as typed: matched case-insensitively, then exactly. */
export async function demoRequestsByEmail(readModels: ReadModels, email: string): Promise<DemoRequestDoc[]> {
  const candidates = await readModels
    .collection<DemoRequestDoc>(DEMO_REQUESTS)
    .find({ where: { email: { contains: email } }, orderBy: { field: 'createdAt' } });
  return candidates.filter((request) => normalizeEmail(request.email) === email);
}
