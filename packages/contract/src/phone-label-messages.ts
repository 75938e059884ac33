/**
 * Limits of a phone's labels, here rather than in phone-labels.ts: the console's first load
 * imports the messages, and phone-labels.ts would bring the schema library with it.
 */
/** Characters of one label, counted in code points as PostgreSQL's varchar(20) counts them. */
export const PHONE_LABEL_MAX = 20;
/** Labels one phone can carry. */
export const LABELS_PER_PHONE_MAX = 10;

/**
 * Messages of issue 17's phone calls, both locales; merged into `messages`: labels on a phone
 * (add-label, label-list, remove-label) and the image upgrade's per-phone refusal.
 */
export const phoneLabelMessages = {
  'phones.label.required': { 'zh-CN': '请输入标记内容', 'en-US': 'Please enter the label' },
  'phones.label.length': {
    'zh-CN': `标记为 1-${PHONE_LABEL_MAX} 个字符`,
    'en-US': `A label is 1-${PHONE_LABEL_MAX} characters`,
  },
  'phones.label.limit': {
    'zh-CN': `每台云机最多 ${LABELS_PER_PHONE_MAX} 个标记`,
    'en-US': `A phone can have at most ${LABELS_PER_PHONE_MAX} labels`,
  },
  'phones.label.notFound': { 'zh-CN': '标记不存在', 'en-US': 'The label does not exist' },
  'phones.image.newest': {
    'zh-CN': '云机已是最新镜像（安卓 {version}），无需升级',
    'en-US': 'The phone already runs the newest image (Android {version}); nothing to upgrade',
  },
} as const;
