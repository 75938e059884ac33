/** The operator console (issue 19): members, dashboard, order and code extras, feedback closing; both languages. */
export const membersAdminMessages = {
  'memberAdmin.notFound': { 'zh-CN': '会员不存在', 'en-US': 'The member does not exist' },
  'memberAdmin.deleted': { 'zh-CN': '该会员已注销，不能修改', 'en-US': 'This member deleted the account; it cannot be changed' },
  'memberAdmin.ownerDisabled': {
    'zh-CN': '该子账号已被主账号禁用，请由主账号启用',
    'en-US': 'This sub-account was disabled by its owner; only the owner can enable it',
  },
  'memberAdmin.status.invalid': { 'zh-CN': '状态只能是 0（正常）或 1（禁用）', 'en-US': 'The status must be 0 (normal) or 1 (disabled)' },
  'memberAdmin.statusFilter.invalid': { 'zh-CN': '状态筛选不正确', 'en-US': 'The status filter is invalid' },
  'memberAdmin.phoneFilter.invalid': { 'zh-CN': '手机号筛选只能包含数字', 'en-US': 'The phone filter may contain digits only' },
  'memberAdmin.channelFilter.invalid': { 'zh-CN': '渠道码筛选不正确', 'en-US': 'The channel code filter is invalid' },
  'dashboard.days.invalid': { 'zh-CN': '统计天数须在 7 到 90 之间', 'en-US': 'The number of days must be between 7 and 90' },
  'orderAdmin.refundBusy': {
    'zh-CN': '另一位操作员正在为该订单退款，请稍后刷新',
    'en-US': 'Another operator is refunding this order; refresh in a moment',
  },
  'redeemAdmin.codeNotFound': { 'zh-CN': '兑换码不存在', 'en-US': 'The redemption code does not exist' },
  'redeemAdmin.codeUsed': { 'zh-CN': '兑换码已被使用，不能作废', 'en-US': 'The code has been redeemed and cannot be voided' },
  'lead.status.invalid': {
    'zh-CN': '状态只能是 0（新线索）、1（已联系）、2（已成交）或 3（已流失）',
    'en-US': 'The status must be 0 (new), 1 (contacted), 2 (won) or 3 (lost)',
  },
} as const;
