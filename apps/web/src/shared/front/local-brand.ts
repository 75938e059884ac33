const HAS_CJK = /[\u3400-\u9fff]/;

/**
 * The brand as a reader of `language` should see it: the operator's Chinese brand name is shown
 * to Chinese readers; others read the translated fallback (a Chinese name means nothing to them).
 */
export const localBrand = (text: string | undefined, language: string, fallback: string) =>
  text && (language === 'zh-CN' || !HAS_CJK.test(text)) ? text : fallback;
