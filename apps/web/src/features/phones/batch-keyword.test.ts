import { describe, expect, it } from 'vitest';
import { BATCH_TERMS_MAX, isBatchKeyword, keywordFromTerms, parseKeywordTerms } from './batch-keyword';

describe('batch keyword parsing', () => {
  it('splits on commas (also Chinese ones) and new lines only', () => {
    expect(parseKeywordTerms('CP01, CP02，CP03\nCP04\r\nCP05')).toEqual(['CP01', 'CP02', 'CP03', 'CP04', 'CP05']);
  });

  it('keeps spaces inside a name: "my phone" is one term', () => {
    expect(parseKeywordTerms('my phone, 挂机 备用\n  work  ')).toEqual(['my phone', '挂机 备用', 'work']);
    expect(parseKeywordTerms('CP01;CP02')).toEqual(['CP01;CP02']);
  });

  it('drops blanks and repeats, keeping the first order', () => {
    expect(parseKeywordTerms(' ,, CP02\n\nCP01, CP02 ')).toEqual(['CP02', 'CP01']);
    expect(parseKeywordTerms('   ')).toEqual([]);
  });

  it('one term is a fuzzy search, several a batch', () => {
    expect(isBatchKeyword('挂机')).toBe(false);
    expect(isBatchKeyword('挂机 备用')).toBe(false);
    expect(isBatchKeyword('挂机,备用')).toBe(true);
  });

  it('sends the terms comma-separated, at most 200', () => {
    expect(keywordFromTerms(['a', 'b'])).toBe('a,b');
    const terms = Array.from({ length: BATCH_TERMS_MAX + 5 }, (_, i) => `T${i}`);
    expect(keywordFromTerms(terms).split(',')).toHaveLength(BATCH_TERMS_MAX);
  });
});
