import { membersAdminApi, type AdminMemberDetail, type AdminMemberRow } from '@cloudphone/contract';

// What the members list and the member detail tests are served: four members of every kind, and one
// member's whole detail.
const { endpoints } = membersAdminApi;
export const PATHS = {
  page: endpoints.page.path,
  get: endpoints.get.path,
  status: endpoints.updateStatus.path,
  reset: endpoints.resetPassword.path,
  export: endpoints.export.path,
};
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const DAY = 86_400_000;
export const QUERY = 'member:member:query';
export const UPDATE = 'member:member:update';
export const EXPORT = 'member:member:export';

const row = (id: number, phone: string, extra: Partial<AdminMemberRow> = {}): AdminMemberRow => ({
  id,
  phone,
  nickname: `nick${id}`,
  email: null,
  status: 0,
  channelCode: 'spring',
  point: 12,
  createTime: AT,
  phoneCount: 2,
  deleted: false,
  ...extra,
});
const ROWS = [
  row(3, '13700137000', { email: 'm3@example.com' }),
  row(4, '13700137001', { status: 1, channelCode: '' }),
  row(5, '13700137002', { status: 2 }),
  row(6, '13700137003', { status: 3, deleted: true }),
];
export const page = () => ({ list: ROWS, total: 4 });

export const DETAIL: AdminMemberDetail = {
  member: {
    ...row(3, '13700137000', { phoneCount: 2 }),
    gender: 'female',
    birthday: '1990-01-02',
    location: 'Shanghai',
    introduction: null,
    locale: 'en-US',
    updateTime: AT,
    ownerId: 9,
    ownerPhone: '13900139000',
  },
  phones: [
    {
      id: 31,
      owlId: 'CP00000031',
      alias: 'Main',
      padType: 5,
      status: 1,
      expireTime: Date.now() + 30 * DAY,
      recycled: false,
      configurationName: 'VIP 8-core',
      androidVersion: '12',
      chip: 'RK3588',
      createTime: AT,
    },
    {
      id: 32,
      owlId: 'CP00000032',
      alias: '',
      padType: 1,
      status: 99,
      expireTime: Date.now() - DAY,
      recycled: false,
      configurationName: null,
      androidVersion: '10',
      chip: 'RK3568',
      createTime: AT,
    },
  ],
  orders: [
    {
      orderNo: 'CP203002030001',
      type: 'renewal',
      status: 'refunded',
      payChannel: 'alipay_qr',
      quantity: 1,
      payPrice: 3980,
      refundPrice: 1000,
      configurationName: 'VIP 8-core',
      duration: 3,
      durationUnit: 'month',
      createTime: AT,
      payTime: AT + 60_000,
    },
  ],
  grantsGiven: [
    {
      id: 1,
      phoneId: 31,
      owlId: 'CP00000031',
      alias: 'Main',
      memberId: 12,
      memberPhone: '13600136000',
      accreditType: 2,
      expireTime: AT,
      createTime: AT,
    },
  ],
  grantsReceived: [],
  subAccounts: [{ id: 14, phone: '13500135000', nickname: 'kid', status: 2, createTime: AT }],
  logins: [
    { id: 70, createTime: AT, ip: '10.0.0.8', userAgent: 'Mozilla/5.0 Test', loginType: 'sms', revokeReason: 'password-reset' },
    { id: 71, createTime: AT + 1000, ip: null, userAgent: null, loginType: 'password', revokeReason: null },
  ],
};
