/** What is on sale (issue 15): its refusals, in both languages. */
export const offerMessages = {
  'offers.configurationNotFound': { 'zh-CN': '该配置不存在或已下架', 'en-US': 'This configuration does not exist or is no longer sold' },
  'offers.regionNotFound': { 'zh-CN': '该地区不存在', 'en-US': 'This region does not exist' },
} as const;
