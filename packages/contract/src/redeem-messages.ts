/** Redemption codes (issue 15): their refusals, in both languages. */
export const redeemMessages = {
  'redeem.codeRequired': { 'zh-CN': '请输入兑换码', 'en-US': 'Please enter a redemption code' },
  'redeem.unknown': { 'zh-CN': '兑换码不存在', 'en-US': 'This redemption code does not exist' },
  'redeem.used': { 'zh-CN': '兑换码已被使用', 'en-US': 'This redemption code has already been used' },
  'redeem.expired': { 'zh-CN': '兑换码已过期', 'en-US': 'This redemption code has expired' },
  'redeem.disabled': { 'zh-CN': '兑换码已停用', 'en-US': 'This redemption code has been disabled' },
  'redeem.wrongKindPurchase': {
    'zh-CN': '这是续费兑换码，请在“续费兑换”中选择云手机使用',
    'en-US': 'This is a renewal code: use it under "Renew with a code" and choose the phones',
  },
  'redeem.wrongKindRenewal': {
    'zh-CN': '这是新机兑换码，请直接兑换',
    'en-US': 'This code is for a new phone: redeem it directly',
  },
  'redeem.soldOut': {
    'zh-CN': '该兑换码对应的配置暂无库存，请稍后再试',
    'en-US': 'The spec of this code is out of stock; please try again later',
  },
  'redeem.tooMany': {
    'zh-CN': '兑换失败次数过多，请 1 小时后再试',
    'en-US': 'Too many failed attempts; please try again in an hour',
  },
  'redeem.batchTooMany': { 'zh-CN': '一次最多兑换 20 个兑换码', 'en-US': 'Redeem at most 20 codes at a time' },
  'redeem.typeInvalid': { 'zh-CN': '兑换码类型无效', 'en-US': 'Unknown code type' },
  'redeem.durationInvalid': { 'zh-CN': '时长无效', 'en-US': 'Invalid duration' },
  'redeem.countInvalid': { 'zh-CN': '数量为 1 到 1000', 'en-US': 'Make between 1 and 1000 codes' },
  'redeem.expireInvalid': { 'zh-CN': '过期时间不能早于当前时间', 'en-US': 'The expiry time cannot be in the past' },
  'redeem.regionRequired': { 'zh-CN': '新机兑换码需要选择地区', 'en-US': 'A new-phone code needs a region' },
  'redeem.batchNotFound': { 'zh-CN': '兑换码批次不存在', 'en-US': 'This batch of codes does not exist' },
} as const;
