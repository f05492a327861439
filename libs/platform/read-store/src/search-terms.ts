/** Characters people type inside a phone number: a needle made only of these and digits is searched on digits. */
const PHONE_LIKE = /^[\d\s()+\-./]+$/;
const WORD = /[\p{L}\p{N}]+/gu;
/** A digits-only needle shorter than this matches too much to be useful (and trigram indexes need 3 characters). */
export const MIN_DIGITS = 3;

export interface SearchTerms {
  /** Lower-case words without diacritics; each matches the start of a word of a text field (word prefix). */
  words: string[];
  /** The needle's digits when it looks like (part of) a phone number; matched anywhere in a phone's digits. */
  digits: string | null;
}

/** Lower case without diacritics ("Müller" → "muller"), as SQLite's unicode61 tokenizer with remove_diacritics 2. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words and digits of what a user typed in a search box. */
export function searchTerms(needle: string): SearchTerms {
  const words = foldText(needle).match(WORD) ?? [];
  const digits = needle.replace(/\D/g, '');
  return { words, digits: PHONE_LIKE.test(needle.trim()) && digits.length >= MIN_DIGITS ? digits : null };
}

/** The distinct words of text fields, folded (what the MongoDB adapter stores and indexes). */
export function textTokens(values: readonly unknown[]): string[] {
  const tokens = new Set<string>();
  for (const value of values) if (typeof value === 'string') for (const word of foldText(value).match(WORD) ?? []) tokens.add(word);
  return [...tokens];
}

/** Every suffix of each phone's digits: a prefix match on one of them is a substring match on the digits. */
export function digitSuffixes(values: readonly unknown[]): string[] {
  const suffixes = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const digits = value.replace(/\D/g, '');
    for (let start = 0; start + MIN_DIGITS <= digits.length; start++) suffixes.add(digits.slice(start));
  }
  return [...suffixes];
}
