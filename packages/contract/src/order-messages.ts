/** Orders and payments (issue 15): their refusals, in both languages. */
export const orderMessages = {
  'orders.agreementRequired': { 'zh-CN': '请阅读并勾选授权协议', 'en-US': 'Please read and accept the authorization agreement' },
  'orders.payChannelInvalid': { 'zh-CN': '请选择支付方式', 'en-US': 'Please choose a payment method' },
  'orders.payChannelUnavailable': {
    'zh-CN': '该支付方式暂不可用，请选择其他方式',
    'en-US': 'This payment method is not available; please choose another',
  },
  'orders.phonesRequired': { 'zh-CN': '请至少选择一台云手机', 'en-US': 'Please select at least one cloud phone' },
  'orders.phonesTooMany': { 'zh-CN': '一次最多选择 200 台云手机', 'en-US': 'Select at most 200 cloud phones at a time' },
  'orders.phonesRepeated': { 'zh-CN': '云手机重复选择', 'en-US': 'A cloud phone is selected twice' },
  'orders.phoneNotOwned': {
    'zh-CN': '只能为自己的云手机续费或升级',
    'en-US': 'You can only renew or upgrade cloud phones you own',
  },
  'orders.phoneSpecMismatch': {
    'zh-CN': '所选套餐不适用于所选云手机的配置',
    'en-US': 'The chosen package does not fit the spec of the selected cloud phones',
  },
  'orders.quantityInvalid': { 'zh-CN': '购买数量为 1 到 20 台', 'en-US': 'Buy between 1 and 20 phones' },
  'orders.typeInvalid': { 'zh-CN': '订单类型无效', 'en-US': 'Unknown order type' },
  'orders.statusInvalid': { 'zh-CN': '订单状态无效', 'en-US': 'Unknown order status' },
  'orders.timeInvalid': { 'zh-CN': '时间无效', 'en-US': 'Invalid time' },
  'orders.priceNotFound': {
    'zh-CN': '该套餐不存在或不适用于此订单类型',
    'en-US': 'This package does not exist or does not fit this kind of order',
  },
  'orders.soldOut': {
    'zh-CN': '该地区库存不足，请减少数量或选择其他地区',
    'en-US': 'Sold out in this region: buy fewer or choose another region',
  },
  'orders.notFound': { 'zh-CN': '订单不存在', 'en-US': 'This order does not exist' },
  'orders.notPending': { 'zh-CN': '订单已支付、取消或超时', 'en-US': 'This order is already paid, cancelled or timed out' },
  'orders.inProgress': {
    'zh-CN': '订单正在创建，请稍候再试',
    'en-US': 'This order is still being created; try again in a moment',
  },
  'orders.idempotencyKeyInvalid': {
    'zh-CN': '幂等键格式无效（8-64 位字母、数字、_ 或 -）',
    'en-US': 'Invalid Idempotency-Key (8 to 64 letters, digits, _ or -)',
  },
  'orders.idempotencyKeyReused': {
    'zh-CN': '该幂等键已用于另一笔订单',
    'en-US': 'This Idempotency-Key was already used for a different order',
  },
  'orders.notRefundable': { 'zh-CN': '只有支付成功且未退款的订单可以退款', 'en-US': 'Only a paid order not yet refunded can be refunded' },
  'orders.refundTooMuch': { 'zh-CN': '退款金额应在 0.01 元到实付金额之间', 'en-US': 'The refund must be between 0.01 and the amount paid' },
  'orders.upgradeNotHigher': {
    'zh-CN': '只能升级到更高的配置',
    'en-US': 'A phone can only be upgraded to a higher spec',
  },
  'orders.upgradeExpired': {
    'zh-CN': '已到期或在回收站的云手机请先续费再升级',
    'en-US': 'Renew expired phones (or phones in the recycle bin) before upgrading them',
  },
  'orders.phoneBusy': {
    'zh-CN': '所选云手机正在执行其他操作，请稍后再升级',
    'en-US': 'A selected phone is busy with another operation; upgrade it later',
  },
  'orders.providerFailed': {
    'zh-CN': '支付渠道暂时无法下单，请稍后重试',
    'en-US': 'The payment provider could not take the order; please try again later',
  },
} as const;
