import { AVATAR_SIZES, TOKEN_COOKIE, type GetInfo, type MemberInfo } from '@cloudphone/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { avatarStorageKeys } from '../../src/modules/account/avatar.service.js';
import { bearer } from '../kit/members.js';
import { multipart } from '../uploads/uploads-fixture.js';
import {
  ACCOUNT,
  currentInfo,
  expectRefusal,
  headers,
  member,
  memberRow,
  t,
  useAccountSuite,
  type Lang,
  type Member,
} from './account-kit.js';

useAccountSuite();

/** A real picture, drawn and encoded: `width` × `height`, as PNG or JPEG. */
function picture(format: 'png' | 'jpeg', width = 300, height = 200) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1677ff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

const upload = (who: Member, filename: string, bytes: Buffer, lang: Lang = 'zh-CN', field = 'file') => {
  const body = multipart(filename, bytes, field);
  return t.call<MemberInfo>({
    method: 'POST',
    url: ACCOUNT.updateAvatar.path,
    payload: body.payload,
    headers: { ...body.headers, ...headers(who.token, lang) },
  });
};

const fetchImage = (url: string, requestHeaders: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: requestHeaders });

const TYPE = { zh: '头像只能是 JPG 或 PNG 格式的图片', en: 'The avatar must be a JPG or PNG image' };

/** Expects the upload refused in both languages and the member's avatar as it was. */
async function expectAvatarRefused(
  who: Member,
  filename: string,
  bytes: Buffer,
  name: Parameters<typeof expectRefusal>[1],
  msg: { zh: string; en: string },
) {
  const before = await memberRow(who.id);
  expectRefusal(await upload(who, filename, bytes, 'zh-CN'), name, msg.zh);
  expectRefusal(await upload(who, filename, bytes, 'en-US'), name, msg.en);
  expect(await memberRow(who.id)).toEqual(before);
}

describe('uploading an avatar', () => {
  it('stores a PNG as three square PNGs whose URLs answer image/png to the member, by Bearer or by the Admin-Token cookie', async () => {
    const m = await member();
    const res = await upload(m, 'me.png', picture('png', 300, 200));
    expect(res.code, res.msg).toBe(0);
    const key = (await memberRow(m.id)).avatarKey!;
    expect(key).toMatch(/^[0-9a-f]+$/);
    const urls = AVATAR_SIZES.map((size) => `/app-api/member/member/avatar/${key}-${size}.png`);
    expect(res.data.avatarList).toEqual(urls.map((avatarUrl) => ({ avatarUrl })));
    expect(res.data.avatar).toBe(urls[2]);
    expect((await currentInfo(m.token)).avatarList).toEqual(res.data.avatarList);
    const info = await t.call<GetInfo>({ method: 'GET', url: '/getInfo', headers: bearer(m.token) });
    expect(info.data.user.avatarList).toEqual(res.data.avatarList);

    for (const [i, url] of urls.entries()) {
      for (const auth of [bearer(m.token), { cookie: `sidebarStatus=1; ${TOKEN_COOKIE}=${encodeURIComponent(m.token)}` }]) {
        const image = await fetchImage(url, auth);
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        const decoded = await loadImage(image.rawPayload);
        expect([decoded.width, decoded.height]).toEqual([AVATAR_SIZES[i], AVATAR_SIZES[i]]);
      }
    }
  });

  it('answers 401 to no session and 404 to another member, whichever way it signs in', async () => {
    const m = await member();
    expect((await upload(m, 'me.png', picture('png'))).code).toBe(0);
    const url = (await currentInfo(m.token)).avatarList[2]!.avatarUrl;
    const stranger = await member();
    expect((await fetchImage(url)).statusCode).toBe(401);
    expect((await fetchImage(url, { cookie: `${TOKEN_COOKIE}=not-a-token` })).statusCode).toBe(401);
    expect((await fetchImage(url, bearer(stranger.token))).statusCode).toBe(404);
    expect((await fetchImage(url, { cookie: `${TOKEN_COOKIE}=${stranger.token}` })).statusCode).toBe(404);
    expect((await fetchImage(url.replace('-200.png', '-300.png'), bearer(m.token))).statusCode).toBe(404);
    // The cookie opens the avatar only: the rest of the area still wants the header.
    const viaCookie = await t.call({
      method: 'GET',
      url: '/app-api/member/member/currentMemberInfo',
      headers: { cookie: `${TOKEN_COOKIE}=${m.token}` },
    });
    expect(viaCookie.status).toBe(401);
  });

  it('takes a JPEG, replaces the old avatar and removes its stored files', async () => {
    const m = await member();
    expect((await upload(m, 'first.png', picture('png'))).code).toBe(0);
    const first = (await memberRow(m.id)).avatarKey!;
    const oldUrl = (await currentInfo(m.token)).avatarList[2]!.avatarUrl;
    const res = await upload(m, 'photo.jpg', picture('jpeg', 640, 480));
    expect(res.code, res.msg).toBe(0);
    const second = (await memberRow(m.id)).avatarKey!;
    expect(second).not.toBe(first);
    for (const key of avatarStorageKeys(m.id, first)) expect(await t.deps.uploads.storage.stat(key)).toBeNull();
    for (const key of avatarStorageKeys(m.id, second)) expect(await t.deps.uploads.storage.stat(key)).not.toBeNull();
    expect((await fetchImage(oldUrl, bearer(m.token))).statusCode).toBe(404);
    const image = await fetchImage(res.data.avatarList[2]!.avatarUrl, bearer(m.token));
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('goes by content, not by name: a PNG named .exe is taken, an executable named .png is refused', async () => {
    const m = await member();
    const res = await upload(m, 'setup.exe', picture('png', 120, 120));
    expect(res.code, res.msg).toBe(0);
    expect(res.data.avatarList).toHaveLength(3);

    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 0x41)]);
    await expectAvatarRefused(m, 'avatar.png', executable, 'ACCOUNT_AVATAR_TYPE', TYPE);
  });

  it('refuses a file with an image signature that does not decode, and other image formats', async () => {
    const m = await member();
    const png = picture('png');
    await expectAvatarRefused(m, 'broken.png', Buffer.concat([png.subarray(0, 40), Buffer.alloc(500, 7)]), 'ACCOUNT_AVATAR_TYPE', TYPE);
    await expectAvatarRefused(m, 'broken.jpg', picture('jpeg').subarray(0, 60), 'ACCOUNT_AVATAR_TYPE', TYPE);
    await expectAvatarRefused(m, 'anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'ACCOUNT_AVATAR_TYPE', TYPE);
    await expectAvatarRefused(m, 'empty.png', Buffer.alloc(0), 'ACCOUNT_AVATAR_TYPE', TYPE);
    // A header declaring a picture far larger than any avatar is refused before it is decoded.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    await expectAvatarRefused(m, 'bomb.png', bomb, 'ACCOUNT_AVATAR_TYPE', TYPE);
  });

  it('refuses more than 2 MB', async () => {
    const m = await member();
    const big = Buffer.concat([picture('png'), Buffer.alloc(3 * 1024 * 1024, 1)]);
    await expectAvatarRefused(m, 'big.png', big, 'ACCOUNT_AVATAR_SIZE', {
      zh: '头像图片大小不能超过 2MB',
      en: 'The avatar image can be at most 2 MB',
    });
  });

  it('refuses a body without the file part', async () => {
    const m = await member();
    const missing = { zh: '请选择头像图片', en: 'Please choose an image' };
    for (const lang of ['zh-CN', 'en-US'] as const) {
      expectRefusal(
        await upload(m, 'me.png', picture('png'), lang, 'picture'),
        'ACCOUNT_AVATAR_MISSING',
        lang === 'zh-CN' ? missing.zh : missing.en,
      );
      const json = await t.call({
        method: 'POST',
        url: ACCOUNT.updateAvatar.path,
        headers: headers(m.token, lang),
        payload: { file: 'x' },
      });
      expectRefusal(json, 'ACCOUNT_AVATAR_MISSING', lang === 'zh-CN' ? missing.zh : missing.en);
    }
    expect((await memberRow(m.id)).avatarKey).toBeNull();
    expect((await currentInfo(m.token)).avatarList).toEqual([]);
  });
});
