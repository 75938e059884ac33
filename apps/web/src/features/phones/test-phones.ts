import type { PhoneRow } from '@cloudphone/contract';

/** Test factory: a running phone of the member's own, expiring in 30 days from `now`. */
export function makePhone(id: number, overrides: Partial<PhoneRow> = {}, now = Date.now()): PhoneRow {
  return {
    id,
    owlId: `CP${String(id).padStart(10, '0')}`,
    alias: `挂机 ${id}`,
    status: 1,
    powerOn: true,
    expireTime: now + 30 * 86_400_000,
    remainingSeconds: 30 * 86_400,
    expiringSoon: false,
    groupId: null,
    groupName: null,
    tags: [],
    authorized: false,
    accreditType: null,
    ownerPhone: null,
    padType: 5,
    orientation: 0,
    dpi: 320,
    brand: 'Xiaomi',
    model: 'MI 9',
    serialNumber: 'SN0001',
    country: 'CN',
    city: 'Shanghai',
    timeZone: 'Asia/Shanghai',
    language: 'zh',
    proxyId: null,
    proxyHost: null,
    proxyCountry: null,
    androidVersion: '10',
    chip: 'Orion865',
    configurationId: null,
    createTime: now,
    ...overrides,
  };
}
