/** How many terms a batch search sends at most (the server reads up to 200). */
export const BATCH_TERMS_MAX = 200;

/**
 * A batch search as the member types or pastes it: terms separated by commas (spec point 2), also
 * the Chinese comma, or new lines; spaces belong to a name. Blanks dropped, duplicates once, in order.
 */
export function parseKeywordTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[,，\r\n]+/)) {
    const term = raw.trim();
    if (term && !seen.has(term)) seen.add(term);
  }
  return [...seen];
}

/** The `keyword` the list sends: one term is a fuzzy search, several are an exact batch. */
export function keywordFromTerms(terms: readonly string[]): string {
  return terms.slice(0, BATCH_TERMS_MAX).join(',');
}

/** Whether a keyword is a batch search (several terms). */
export const isBatchKeyword = (keyword: string) => parseKeywordTerms(keyword).length > 1;
