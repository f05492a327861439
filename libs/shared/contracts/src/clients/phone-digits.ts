/** Digits only, so that '+1 (555) 010-0000' and '+15550100000' name the same line. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
