/** The operator console (issue 19): messages of the fleet area (hosts, phones across members, maintenance), in both languages. */
export const fleetAdminMessages = {
  'fleet.ids.required': { 'zh-CN': '请选择云机', 'en-US': 'Please choose phones' },
  'fleet.ids.max': { 'zh-CN': '一次最多选择 100 台云机', 'en-US': 'Choose at most 100 phones at a time' },
  'fleet.ids.duplicate': { 'zh-CN': '同一台云机不能选择两次', 'en-US': 'A phone is chosen twice' },
  'fleet.status.invalid': { 'zh-CN': '云机状态无效', 'en-US': 'Unknown phone status' },
  'fleet.maintenance.choice': { 'zh-CN': '请选择开启或关闭维护模式', 'en-US': 'Please choose whether maintenance is on or off' },
  'fleet.maintenance.notOn': { 'zh-CN': '云机不在维护中', 'en-US': 'The phone is not under maintenance' },
  'fleet.operation.invalid': { 'zh-CN': '请选择重启、重置或更换云机', 'en-US': 'Please choose reboot, reset or replace' },
  'fleet.phones.notFound': { 'zh-CN': '云机不存在：{ids}', 'en-US': 'No such phone: {ids}' },
  'fleet.fault.owlId': { 'zh-CN': '请输入云机 ID', 'en-US': 'Please enter the phone ID' },
  'fleet.fault.invalid': { 'zh-CN': '不支持的故障类型', 'en-US': 'Unknown fault' },
} as const;
