import type { City, Country, PhoneModel } from '@cloudphone/contract';

/**
 * What a phone can be customised to look like (spec point 3, "Device customization"): brands and
 * models for /infra/model-library/list*, countries and cities for /infra/renew-redesign/countries
 * and cities/{id}. Fixed data, versioned with the code; the shapes are the contract's.
 */

/** A country with its cities, as the catalogue keeps it (the API lists the cities apart). */
export interface CountryWithCities extends Country {
  cities: City[];
}

export const MODEL_LIBRARY: readonly PhoneModel[] = [
  { brand: 'Xiaomi', model: 'M2011K2C', name: 'Xiaomi 11' },
  { brand: 'Xiaomi', model: '2201123C', name: 'Xiaomi 12' },
  { brand: 'Xiaomi', model: 'M2102J2SC', name: 'Xiaomi 10S' },
  { brand: 'Redmi', model: 'M2012K11AC', name: 'Redmi K40' },
  { brand: 'HUAWEI', model: 'ELS-AN00', name: 'HUAWEI P40 Pro' },
  { brand: 'HUAWEI', model: 'NOH-AN00', name: 'HUAWEI Mate 40 Pro' },
  { brand: 'HONOR', model: 'ANY-AN00', name: 'HONOR X30' },
  { brand: 'OPPO', model: 'PEEM00', name: 'OPPO Find X3' },
  { brand: 'OPPO', model: 'PGBM10', name: 'OPPO Reno8' },
  { brand: 'vivo', model: 'V2055A', name: 'vivo X60' },
  { brand: 'vivo', model: 'V2183A', name: 'vivo X70 Pro' },
  { brand: 'OnePlus', model: 'LE2120', name: 'OnePlus 9 Pro' },
  { brand: 'samsung', model: 'SM-G9910', name: 'Galaxy S21' },
  { brand: 'samsung', model: 'SM-S9080', name: 'Galaxy S22' },
  { brand: 'Google', model: 'Pixel 5', name: 'Pixel 5' },
  { brand: 'Google', model: 'Pixel 6', name: 'Pixel 6' },
];

export const COUNTRIES: readonly CountryWithCities[] = [
  {
    id: 1,
    code: 'CN',
    name: '中国',
    nameEn: 'China',
    language: 'zh-CN',
    cities: [
      { id: 101, name: '上海', nameEn: 'Shanghai', location: '31.2304,121.4737', timeZone: 'Asia/Shanghai' },
      { id: 102, name: '北京', nameEn: 'Beijing', location: '39.9042,116.4074', timeZone: 'Asia/Shanghai' },
      { id: 103, name: '深圳', nameEn: 'Shenzhen', location: '22.5431,114.0579', timeZone: 'Asia/Shanghai' },
      { id: 104, name: '广州', nameEn: 'Guangzhou', location: '23.1291,113.2644', timeZone: 'Asia/Shanghai' },
      { id: 105, name: '杭州', nameEn: 'Hangzhou', location: '30.2741,120.1551', timeZone: 'Asia/Shanghai' },
      { id: 106, name: '成都', nameEn: 'Chengdu', location: '30.5728,104.0668', timeZone: 'Asia/Shanghai' },
    ],
  },
  {
    id: 2,
    code: 'HK',
    name: '中国香港',
    nameEn: 'Hong Kong, China',
    language: 'zh-HK',
    cities: [{ id: 201, name: '香港', nameEn: 'Hong Kong', location: '22.3193,114.1694', timeZone: 'Asia/Hong_Kong' }],
  },
  {
    id: 3,
    code: 'US',
    name: '美国',
    nameEn: 'United States',
    language: 'en-US',
    cities: [
      { id: 301, name: '纽约', nameEn: 'New York', location: '40.7128,-74.0060', timeZone: 'America/New_York' },
      { id: 302, name: '洛杉矶', nameEn: 'Los Angeles', location: '34.0522,-118.2437', timeZone: 'America/Los_Angeles' },
      { id: 303, name: '西雅图', nameEn: 'Seattle', location: '47.6062,-122.3321', timeZone: 'America/Los_Angeles' },
    ],
  },
  {
    id: 4,
    code: 'JP',
    name: '日本',
    nameEn: 'Japan',
    language: 'ja-JP',
    cities: [
      { id: 401, name: '东京', nameEn: 'Tokyo', location: '35.6762,139.6503', timeZone: 'Asia/Tokyo' },
      { id: 402, name: '大阪', nameEn: 'Osaka', location: '34.6937,135.5023', timeZone: 'Asia/Tokyo' },
    ],
  },
  {
    id: 5,
    code: 'SG',
    name: '新加坡',
    nameEn: 'Singapore',
    language: 'en-SG',
    cities: [{ id: 501, name: '新加坡', nameEn: 'Singapore', location: '1.3521,103.8198', timeZone: 'Asia/Singapore' }],
  },
  {
    id: 6,
    code: 'GB',
    name: '英国',
    nameEn: 'United Kingdom',
    language: 'en-GB',
    cities: [{ id: 601, name: '伦敦', nameEn: 'London', location: '51.5072,-0.1276', timeZone: 'Europe/London' }],
  },
  {
    id: 7,
    code: 'DE',
    name: '德国',
    nameEn: 'Germany',
    language: 'de-DE',
    cities: [{ id: 701, name: '法兰克福', nameEn: 'Frankfurt', location: '50.1109,8.6821', timeZone: 'Europe/Berlin' }],
  },
  {
    id: 8,
    code: 'TH',
    name: '泰国',
    nameEn: 'Thailand',
    language: 'th-TH',
    cities: [{ id: 801, name: '曼谷', nameEn: 'Bangkok', location: '13.7563,100.5018', timeZone: 'Asia/Bangkok' }],
  },
  {
    id: 9,
    code: 'ID',
    name: '印度尼西亚',
    nameEn: 'Indonesia',
    language: 'id-ID',
    cities: [{ id: 901, name: '雅加达', nameEn: 'Jakarta', location: '-6.2088,106.8456', timeZone: 'Asia/Jakarta' }],
  },
  {
    id: 10,
    code: 'BR',
    name: '巴西',
    nameEn: 'Brazil',
    language: 'pt-BR',
    cities: [{ id: 1001, name: '圣保罗', nameEn: 'São Paulo', location: '-23.5558,-46.6396', timeZone: 'America/Sao_Paulo' }],
  },
];

export function findCity(countryId: number, cityId: number): { country: CountryWithCities; city: City } | null {
  const country = COUNTRIES.find((c) => c.id === countryId);
  const city = country?.cities.find((c) => c.id === cityId);
  return country && city ? { country, city } : null;
}
