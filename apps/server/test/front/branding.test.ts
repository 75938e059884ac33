import type {
  Branding,
  BrandingSettings,
  CustomerServiceEntry,
  CustomerServiceEntryAdmin,
  PageResult,
  UploadedImage,
} from '@cloudphone/contract';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken } from '../kit/members.js';
import { systemKit } from '../system/system-kit.js';
import { multipart } from '../uploads/uploads-fixture.js';

let t: Harness;
let admin: string;
let finance: string;
let kit: ReturnType<typeof systemKit>;
beforeAll(async () => {
  t = await createHarness();
  kit = systemKit(t);
  [admin, finance] = [await operatorToken(t), await operatorToken(t, ['finance'])];
});
afterAll(() => t.close());

const LOGO = '/admin-api/system/front/logo';
const UPLOAD = '/admin-api/system/front/upload-image';
const memberBranding = async () => (await kit.call<Branding>('GET', '/app-api/system/front/logo')).data;
const operatorBranding = async () => (await kit.call<BrandingSettings>('GET', LOGO, { token: admin })).data;

/** A real picture, drawn and encoded. */
function picture(format: 'png' | 'jpeg', width = 64, height = 64) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1677ff';
  ctx.fillRect(0, 0, width, height);
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}
const upload = (bytes: Buffer, { token = admin, lang = 'zh-CN', field = 'file', name = 'logo.png' } = {}) => {
  const body = multipart(name, bytes, field);
  return t.call<UploadedImage>({
    method: 'POST',
    url: UPLOAD,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': lang },
  });
};

describe('branding (front/logo)', () => {
  it('starts from the defaults, and a PUT of some fields keeps the others and shows to members at once', async () => {
    const defaults = await operatorBranding();
    expect(defaults).toEqual({
      text: '云手机',
      main: '/app/favicon.svg',
      logo: '/app/logo.svg',
      leftBg: '',
      welcomeText: '欢迎使用云手机',
      loginWay: 'phone',
      registerType: 'phone',
    });
    const put = await kit.call<BrandingSettings>('PUT', LOGO, { token: admin, payload: { text: '星云手机' } });
    expect(put).toMatchObject({ code: 0, data: { ...defaults, text: '星云手机' } });
    expect(await memberBranding()).toMatchObject({ ...defaults, text: '星云手机', socialProviders: [] });

    await kit.call('PUT', LOGO, {
      token: admin,
      payload: { welcomeText: '欢迎回来', loginWay: 'password', leftBg: '/app/bg.jpg', registerType: 'email' },
    });
    expect(await memberBranding()).toMatchObject({
      text: '星云手机',
      main: '/app/favicon.svg',
      welcomeText: '欢迎回来',
      loginWay: 'password',
      leftBg: '/app/bg.jpg',
      registerType: 'email',
    });
    // Two operators changing different fields at once both keep their change.
    await Promise.all([
      kit.call('PUT', LOGO, { token: admin, payload: { text: '并发标题' } }),
      kit.call('PUT', LOGO, { token: admin, payload: { welcomeText: '并发欢迎' } }),
    ]);
    expect(await memberBranding()).toMatchObject({ text: '并发标题', welcomeText: '并发欢迎', loginWay: 'password' });
    // Cleared back: the background removed, the console's own welcome line.
    await kit.call('PUT', LOGO, { token: admin, payload: { leftBg: '', welcomeText: '', registerType: 'phone' } });
    expect(await operatorBranding()).toMatchObject({ leftBg: '', welcomeText: '', registerType: 'phone' });
  });

  it('refuses bad fields in both languages and changes nothing', async () => {
    const before = await operatorBranding();
    const image = {
      zh: '请上传图片，或填写本站的图片路径（以 / 开头）',
      en: 'Upload an image, or give the path of an image on this site (starting with /)',
    };
    const cases: Array<[Record<string, unknown>, { zh: string; en: string }]> = [
      [{ text: '' }, { zh: '页面标题为 1-30 个字符', en: 'The page title is 1 to 30 characters' }],
      [{ text: 't'.repeat(31) }, { zh: '页面标题为 1-30 个字符', en: 'The page title is 1 to 30 characters' }],
      [{ main: 'https://cdn.example.com/favicon.png' }, image],
      [{ logo: '//cdn.example.com/logo.png' }, image],
      [{ logo: '' }, image],
      [{ leftBg: 'javascript:alert(1)' }, image],
      [{ leftBg: '/app/a.png") , url("x' }, image],
      [{ welcomeText: 'w'.repeat(101) }, { zh: '欢迎语不能超过100个字符', en: 'The welcome text can be at most 100 characters' }],
      [{ loginWay: 'qr' }, { zh: '登录方式只能是 phone 或 password', en: 'The sign-in way is phone or password' }],
      [{ registerType: 'wechat' }, { zh: '注册方式只能是 phone 或 email', en: 'The sign-up way is phone or email' }],
      [{ text: 'ok', main: 'nope' }, image],
    ];
    for (const [payload, msg] of cases) await kit.refusedInBoth('PUT', LOGO, { token: admin, payload }, 400, msg);
    expect(await operatorBranding()).toEqual(before);
  });

  it('lets finance read the branding but not change it', async () => {
    const before = await operatorBranding();
    expect((await kit.call('GET', LOGO, { token: finance })).status).toBe(200);
    const res = await kit.call('PUT', LOGO, { token: finance, lang: 'en-US', payload: { text: '财务改的' } });
    expect({ status: res.status, msg: res.msg }).toEqual({ status: 403, msg: 'Current operation has no permission' });
    expect(await operatorBranding()).toEqual(before);
  });
});

describe('branding images', () => {
  it('takes a PNG or a JPEG by content and serves it to anyone, as its type, cached for good', async () => {
    const png = picture('png');
    const res = await upload(png, { name: 'whatever.jpg' });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.url).toMatch(/^\/app-api\/system\/front\/image\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    const jpeg = picture('jpeg', 200, 100);
    const photo = await upload(jpeg, { name: 'bg.png' });
    expect(photo.data.url).toMatch(/^\/app-api\/system\/front\/photo\/[0-9a-f]{64}\.jpg$/);
    const servedJpeg = await t.app.inject({ method: 'GET', url: photo.data.url });
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpeg.rawPayload.equals(jpeg)).toBe(true);

    // The URL goes into the branding, which members load it from.
    await kit.call('PUT', LOGO, { token: admin, payload: { logo: res.data.url, main: res.data.url, leftBg: photo.data.url } });
    expect(await memberBranding()).toMatchObject({ logo: res.data.url, main: res.data.url, leftBg: photo.data.url });
    // A name that was never stored, or the wrong type's path, is not found; a malformed one refused.
    expect(
      (await t.app.inject({ method: 'GET', url: res.data.url.replace('/image/', '/photo/').replace('.png', '.jpg') })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/app-api/system/front/image/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/app-api/system/front/image/..%2F..%2Fsecret.png' })).statusCode).toBe(400);
  });

  it('refuses what is not a JPG or PNG, a file over 2 MB, or no file, in both languages', async () => {
    const type = { zh: '只能上传 JPG 或 PNG 图片', en: 'Only JPG or PNG images can be uploaded' };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const fakePng = Buffer.concat([picture('png').subarray(0, 40), Buffer.from('not the rest of a png')]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const [bytes, status, msg] of [
      [svg, 400, type],
      [fakePng, 400, type],
      [gif, 400, type],
      [
        Buffer.concat([picture('png'), Buffer.alloc(2 * 1024 * 1024)]),
        413,
        { zh: '图片不能超过 2 MB', en: 'The image can be at most 2 MB' },
      ],
    ] as const) {
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const res = await upload(bytes, { lang });
        expect({ status: res.status, msg: res.msg }).toEqual({ status, msg: lang === 'zh-CN' ? msg.zh : msg.en });
      }
    }
    const missing = await upload(picture('png'), { field: 'image', lang: 'en-US' });
    expect({ status: missing.status, msg: missing.msg }).toEqual({ status: 400, msg: 'Choose an image to upload' });
    const refused = await upload(picture('png'), { token: finance, lang: 'en-US' });
    expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 403, msg: 'Current operation has no permission' });
  });
});

describe('customer service entries', () => {
  const CREATE = '/admin-api/system/customer-service/create';
  const shown = async () =>
    (await kit.call<PageResult<CustomerServiceEntry>>('GET', '/app-api/system/customer-service/page?pageSize=50')).data.list;

  it('keep only safe HTML, on create and on edit', async () => {
    const created = await kit.call<number>('POST', CREATE, {
      token: admin,
      payload: {
        type: 2,
        name: '交流群',
        htmlCode:
          '<p onclick="steal()">扫码加入<script>alert(1)</script></p><img src="data:image/png;base64,AAAA" onerror="x()"><a href="javascript:alert(1)">链接</a><iframe src="https://evil.example"></iframe>',
        link: 'https://example.cn/group',
      },
    });
    expect(created.code, created.msg).toBe(0);
    const entry = (await shown()).find((e) => e.id === created.data);
    expect(entry?.htmlCode).toBe(
      '<p>扫码加入</p><img src="data:image/png;base64,AAAA" /><a target="_blank" rel="noopener noreferrer">链接</a>',
    );

    await kit.call('PUT', '/admin-api/system/customer-service/update', {
      token: admin,
      payload: {
        id: created.data,
        type: 2,
        name: '交流群',
        htmlCode: '<b style="color:red;position:fixed">加群</b><svg onload="x()"></svg>',
      },
    });
    const admins = (
      await kit.call<PageResult<CustomerServiceEntryAdmin>>('GET', '/admin-api/system/customer-service/page?pageSize=50', { token: admin })
    ).data.list;
    expect(admins.find((e) => e.id === created.data)?.htmlCode).toBe('<b style="color:red">加群</b>');
    // Only unsafe HTML: nothing is stored.
    await kit.call('PUT', '/admin-api/system/customer-service/update', {
      token: admin,
      payload: { id: created.data, type: 2, name: '交流群', htmlCode: '<script>alert(1)</script>' },
    });
    expect((await shown()).find((e) => e.id === created.data)?.htmlCode).toBeNull();
  });

  it('refuse links that are not http(s), in both languages, and writes by finance', async () => {
    const before = await shown();
    const url = { zh: '请输入正确的链接地址（http 或 https）', en: 'Please enter a valid http or https address' };
    for (const link of ['javascript:alert(1)', 'ftp://example.cn', '//example.cn', 'example.cn'])
      await kit.refusedInBoth('POST', CREATE, { token: admin, payload: { type: 1, name: 'x', link } }, 400, url);
    await kit.refusedInBoth(
      'PUT',
      '/admin-api/system/front/global-config',
      { token: admin, payload: { helpCenterUrl: 'javascript:alert(1)' } },
      400,
      url,
    );
    const refused = await kit.call('POST', CREATE, { token: finance, lang: 'en-US', payload: { type: 1, name: 'x' } });
    expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 403, msg: 'Current operation has no permission' });
    expect(await shown()).toEqual(before);
  });
});
