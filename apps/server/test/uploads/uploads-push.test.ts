import {
  GROUP_CONTROL_MAX,
  ORDER_PHONES_MAX,
  PHONE_BATCH_MAX,
  PHONE_PAGE_SIZE_MAX,
  PHONE_STATUS,
  type OperationResults,
  type PageResult,
  type PushResult,
  type UploadRecord,
  type UploadRecordDetail,
  type BusChannels,
} from '@cloudphone/contract';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneAccredits, phoneOperations, phones, uploadItems, uploadRecords } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { elapse, owlOf, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';
import { apkFixture, uploaded, uploadsEnv } from './uploads-fixture.js';

let t: Harness;
let alice: SignedInMember;
let bob: SignedInMember;

beforeAll(async () => {
  t = await createHarness(uploadsEnv());
  alice = await signedInMember(t);
  bob = await signedInMember(t);
});
afterAll(() => t.close());

const post = <T>(url: string, payload: object, token = alice.token, lang = 'zh-CN') =>
  t.call<T>({ method: 'POST', url: `/app-api${url}`, payload, headers: { ...bearer(token), 'accept-language': lang } });
const get = <T>(url: string, token = alice.token, lang = 'zh-CN') =>
  t.call<T>({ method: 'GET', url: `/app-api${url}`, headers: { ...bearer(token), 'accept-language': lang } });
const push = (payload: object, token = alice.token, lang = 'zh-CN') => post<PushResult>('/infra/cacloud/install', payload, token, lang);
const record = (id: number, token = alice.token, lang = 'zh-CN') =>
  get<UploadRecordDetail>(`/infra/upload-record/get?id=${id}`, token, lang);
const deviceOf = async (phoneId: number) => (await t.deps.driver.get(await owlOf(t, phoneId)))!;
const rowCounts = async () => ({
  records: (await t.deps.db.select({ n: count() }).from(uploadRecords))[0]!.n,
  items: (await t.deps.db.select({ n: count() }).from(uploadItems))[0]!.n,
});

describe('pushing apps and files to phones', () => {
  it('installs an APK and copies a file on every phone, with progress pushed and a record of it', async () => {
    const phones = await rentPhones(t, alice.id, 2);
    const apk = await uploaded(t, alice.token, 'hello.apk', await apkFixture('hello.apk'));
    const file = await uploaded(t, alice.token, 'notes.txt', Buffer.from('for the phone'));
    const pushed: Array<BusChannels['to-member']> = [];
    const unsubscribe = t.deps.bus.subscribe('to-member', (e) => pushed.push(e));

    const res = await push({ phoneIds: phones, fileIds: [apk, file], targetDir: '/sdcard/Documents/' });
    expect(res.data.results).toEqual(phones.map((phoneId) => ({ phoneId, ok: true, msg: '操作成功' })));
    const recordId = res.data.recordId!;
    expect((await record(recordId)).data).toMatchObject({ status: 'executing', progress: 0, result: '执行中：0/2 台已完成' });

    expect(await t.deps.uploads.runner.drain()).toBe(2);
    for (const phoneId of phones) {
      const device = await deviceOf(phoneId);
      expect(device.apps).toEqual([
        expect.objectContaining({
          packageName: 'com.example.hello',
          name: 'Hello Cloud',
          versionName: '1.2.3',
          versionCode: 123,
          icon: expect.stringMatching(/^iVBORw0KGgo/),
        }),
      ]);
      expect(device.files).toEqual([{ path: '/sdcard/Documents/notes.txt', size: 13 }]);
    }

    const detail = (await record(recordId, alice.token, 'en-US')).data;
    expect(detail).toMatchObject({
      id: recordId,
      name: 'hello.apk',
      moreCount: 1,
      type: 'mixed',
      size: (await apkFixture('hello.apk')).length + 13,
      progress: 100,
      result: '2 succeeded, 0 failed',
      total: 2,
      success: 2,
      failed: 0,
      status: 'success',
      targetDir: '/sdcard/Documents',
      files: [
        { id: apk, name: 'hello.apk', kind: 'apk', packageName: 'com.example.hello' },
        { id: file, name: 'notes.txt', kind: 'file', size: 13, packageName: null },
      ],
    });
    expect(detail.items).toEqual(
      phones.map((phoneId) => ({
        phoneId,
        owlId: expect.stringMatching(/^CP/),
        alias: expect.any(String),
        status: 'success',
        progress: 100,
        msg: 'Done',
        finishedAt: expect.any(Number),
      })),
    );
    await new Promise((resolve) => setImmediate(resolve));
    unsubscribe();
    const progress = pushed.flatMap(({ memberId, message }) =>
      memberId === alice.id && message.type === 'upload-progress' ? [message.data] : [],
    );
    for (const phoneId of phones)
      expect(progress).toContainEqual(expect.objectContaining({ recordId, phoneId, progress: 100, status: 'success' }));
    // The phone that finished last saw the record done.
    expect(progress).toContainEqual(expect.objectContaining({ record: { status: 'success', progress: 100, success: 2, failed: 0 } }));
    expect(pushed.filter((e) => e.memberId === bob.id)).toEqual([]);
  });

  it('lists the member’s pushes newest first, and only theirs', async () => {
    const [phone] = await rentPhones(t, alice.id, 1);
    const file = await uploaded(t, alice.token, 'list.txt', Buffer.from('x'));
    const { recordId } = (await push({ phoneIds: [phone], fileIds: [file] })).data;
    await t.deps.uploads.runner.drain();
    const page = await get<PageResult<UploadRecord>>('/infra/upload-record/page?pageNo=1&pageSize=10');
    expect(page.data.list[0]).toMatchObject({
      id: recordId,
      name: 'list.txt',
      moreCount: 0,
      type: 'file',
      size: 1,
      status: 'success',
      total: 1,
      success: 1,
      failed: 0,
      result: '成功 1 台，失败 0 台',
    });
    expect(page.data.total).toBeGreaterThanOrEqual(2);
    expect((await get<PageResult<UploadRecord>>('/infra/upload-record/page', bob.token)).data).toEqual({ list: [], total: 0 });
  });

  it('fails one phone by fault injection, then retries the failed phone only', async () => {
    const [good, bad] = await rentPhones(t, alice.id, 2);
    await t.deps.driver.inject(await owlOf(t, bad!), { kind: 'fail-next', operation: 'install' });
    const apk = await uploaded(t, alice.token, 'hello.apk', await apkFixture('hello.apk'));
    const { recordId } = (await push({ phoneIds: [good, bad], fileIds: [apk] })).data;
    await t.deps.uploads.runner.drain();
    const failed = (await record(recordId!)).data;
    expect(failed).toMatchObject({ status: 'partial', success: 1, failed: 1 });
    expect(failed.items.find((i) => i.phoneId === bad)).toMatchObject({ status: 'failed', msg: 'hello.apk 安装失败' });
    expect((await deviceOf(bad!)).apps).toEqual([]);
    const goodVersion = (await deviceOf(good!)).version;

    const retry = await post<{ recordId: number; retried: number }>('/infra/upload-record/retry', { id: recordId });
    expect(retry.data).toEqual({ recordId, retried: 1 });
    // While it runs again, a second retry is refused.
    expect(await post('/infra/upload-record/retry', { id: recordId }, alice.token, 'en-US')).toMatchObject({
      status: 409,
      msg: 'The upload is still running; try again when it ends',
    });
    expect((await record(recordId!)).data.status).toBe('executing');
    expect(await t.deps.uploads.runner.drain()).toBe(1);
    expect((await record(recordId!)).data).toMatchObject({ status: 'success', success: 2, failed: 0 });
    expect((await deviceOf(bad!)).apps).toHaveLength(1);
    // The phone that had it already was left alone.
    expect((await deviceOf(good!)).version).toBe(goodVersion);
    expect(await post('/infra/upload-record/retry', { id: recordId })).toMatchObject({ status: 400, msg: '没有失败的云机需要重试' });
  });

  it('answers each phone that cannot take it now, and starts the others', async () => {
    const [running, rebooting, off] = await rentPhones(t, alice.id, 3);
    await post('/infra/cacloud/reboot-instance', { phoneIds: [rebooting] });
    await post('/infra/cacloud/shutDownInstanceAsync', { phoneIds: [off] });
    const [bobs] = await rentPhones(t, bob.id, 1);
    const file = await uploaded(t, alice.token, 'some.txt', Buffer.from('x'));
    const res = await push({ phoneIds: [running, rebooting, off, bobs, 999_999], fileIds: [file] }, alice.token, 'en-US');
    expect(res.data.results).toEqual([
      { phoneId: running, ok: true, msg: 'Done' },
      { phoneId: rebooting, ok: false, msg: 'Phone status Restarting, try later' },
      { phoneId: off, ok: false, msg: 'The phone is powered off; power it on first' },
      { phoneId: bobs, ok: false, msg: 'The phone does not exist' },
      { phoneId: 999_999, ok: false, msg: 'The phone does not exist' },
    ]);
    expect((await record(res.data.recordId!)).data.items.map((i) => i.phoneId)).toEqual([running]);
    await t.deps.uploads.runner.drain();
    expect((await deviceOf(bobs!)).files).toEqual([]);
    await elapse(t, 10 * 60_000);
    // No phone at all: nothing is recorded.
    const before = await rowCounts();
    expect((await push({ phoneIds: [bobs], fileIds: [file] })).data).toEqual({
      recordId: null,
      results: [{ phoneId: bobs, ok: false, msg: '云手机不存在' }],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps pushing to the owner: a grantee of either kind is refused, and the runner checks again when it runs', async () => {
    const [shared] = await rentPhones(t, alice.id, 1);
    await sharePhoneFor(t, { phoneId: shared!, ownerId: alice.id, granteeId: bob.id, accreditType: 1 });
    const file = await uploaded(t, bob.token, 'bob.txt', Buffer.from('from bob'));
    const before = await rowCounts();
    expect((await push({ phoneIds: [shared], fileIds: [file] }, bob.token)).data).toEqual({
      recordId: null,
      results: [{ phoneId: shared, ok: false, msg: '该云机仅授权查看，无法操作' }],
    });
    // Operating the phone lets a grantee control it live and reboot it, not push to it (decision 025).
    await t.deps.db.update(phoneAccredits).set({ accreditType: 2 }).where(eq(phoneAccredits.phoneId, shared!));
    expect((await push({ phoneIds: [shared], fileIds: [file] }, bob.token)).data).toEqual({
      recordId: null,
      results: [{ phoneId: shared, ok: false, msg: '所选设备中包含不能进行该操作的云机' }],
    });
    expect((await push({ phoneIds: [shared], fileIds: [file] }, bob.token, 'en-US')).data.results[0]!.msg).toBe(
      'The selection contains phones that cannot do this operation',
    );
    expect(await rowCounts()).toEqual(before);

    // The owner's push is queued; before it runs, the phone has become bob's, and alice only its operate grantee.
    const own = await uploaded(t, alice.token, 'alice.txt', Buffer.from('from alice'));
    const { recordId } = (await push({ phoneIds: [shared], fileIds: [own] })).data;
    await t.deps.db.delete(phoneAccredits).where(eq(phoneAccredits.phoneId, shared!));
    await t.deps.db.update(phones).set({ memberId: bob.id }).where(eq(phones.id, shared!));
    await sharePhoneFor(t, { phoneId: shared!, ownerId: bob.id, granteeId: alice.id, accreditType: 2 });
    await t.deps.uploads.runner.drain();
    expect((await record(recordId!)).data.items[0]).toMatchObject({ status: 'failed', msg: '所选设备中包含不能进行该操作的云机' });
    expect((await deviceOf(shared!)).files).toEqual([]);
    // The record is alice's alone.
    expect(await record(recordId!, bob.token)).toMatchObject({ status: 404, msg: '上传记录不存在' });
    expect(await post('/infra/upload-record/retry', { id: recordId }, bob.token, 'en-US')).toMatchObject({
      status: 404,
      msg: 'The upload record does not exist',
    });
  });

  it('refuses bad pushes with a translated message and records nothing', async () => {
    const [phone] = await rentPhones(t, alice.id, 1);
    const a = await uploaded(t, alice.token, 'same.txt', Buffer.from('1'));
    const b = await uploaded(t, alice.token, 'SAME.txt', Buffer.from('2'));
    const bobs = await uploaded(t, bob.token, 'bob.txt', Buffer.from('3'));
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => uploaded(t, alice.token, `f${i}.txt`, Buffer.from('x'))));
    const before = await rowCounts();
    const cases: Array<[object, number, string, string]> = [
      [{ phoneIds: [phone], fileIds: eleven }, 400, '最多 10 个文件/应用', 'Maximum 10 files/apps'],
      [{ phoneIds: [phone], fileIds: [] }, 400, '请选择要上传的文件或应用', 'Please choose files or apps to push'],
      [{ phoneIds: [phone], fileIds: [a, b] }, 409, '文件已存在', 'File already exists'],
      [{ phoneIds: [phone], fileIds: [a, a] }, 409, '文件已存在', 'File already exists'],
      [
        { phoneIds: [phone], fileIds: [a, bobs] },
        404,
        '文件不存在或已过期，请重新上传',
        'The file does not exist or has expired; upload it again',
      ],
      [{ phoneIds: [], fileIds: [a] }, 400, '请勾选云手机', 'Please tick phones'],
      [
        { phoneIds: Array.from({ length: PHONE_BATCH_MAX + 1 }, (_, i) => i + 1), fileIds: [a] },
        400,
        '最多选择 30 台云手机',
        'Maximum 30 phones',
      ],
      [
        { phoneIds: [phone], fileIds: [a], targetDir: '/data/local' },
        400,
        '目标目录须为 /sdcard 下的绝对路径',
        'The folder must be an absolute path under /sdcard',
      ],
      [
        { phoneIds: [phone], fileIds: [a], targetDir: '/sdcard/../data' },
        400,
        '目标目录须为 /sdcard 下的绝对路径',
        'The folder must be an absolute path under /sdcard',
      ],
    ];
    for (const [payload, status, zh, en] of cases) {
      expect(await push(payload), JSON.stringify(payload)).toMatchObject({ status, msg: zh });
      expect(await push(payload, alice.token, 'en-US'), JSON.stringify(payload)).toMatchObject({ status, msg: en });
    }
    expect(await rowCounts()).toEqual(before);
    expect((await deviceOf(phone!)).files).toEqual([]);
  });

  it('takes a group-control group of more than 30 phones on its own route, up to 300, and a list batch of 30 only', async () => {
    const phones = await rentPhones(t, alice.id, PHONE_BATCH_MAX + 1);
    const file = await uploaded(t, alice.token, 'group.txt', Buffer.from('to the whole group'));
    const before = await rowCounts();
    expect(await push({ phoneIds: phones, fileIds: [file] }, alice.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Maximum 30 phones',
    });
    const tooBig = { phoneIds: Array.from({ length: GROUP_CONTROL_MAX + 1 }, (_, i) => i + 1), fileIds: [file] };
    expect(await post('/infra/cacloud/install-group', tooBig)).toMatchObject({ status: 400, msg: '当前可选最大台数为300台' });
    expect(await post('/infra/cacloud/install-group', tooBig, alice.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'At most 300 phones can be selected',
    });
    expect(await rowCounts()).toEqual(before);
    const res = await post<PushResult>('/infra/cacloud/install-group', { phoneIds: phones, fileIds: [file] });
    expect(res.data.results.filter((r) => r.ok)).toHaveLength(PHONE_BATCH_MAX + 1);
    expect(await t.deps.uploads.runner.drain()).toBe(PHONE_BATCH_MAX + 1);
    expect((await record(res.data.recordId!)).data).toMatchObject({ status: 'success', total: PHONE_BATCH_MAX + 1 });
  });

  it('uninstalls an app by package name from the phones, which the launcher then no longer shows', async () => {
    const [one, two] = await rentPhones(t, alice.id, 2);
    const apk = await uploaded(t, alice.token, 'hello.apk', await apkFixture('hello.apk'));
    await push({ phoneIds: [one, two], fileIds: [apk] });
    await t.deps.uploads.runner.drain();
    const [bobs] = await rentPhones(t, bob.id, 1);
    const res = await post<OperationResults>('/infra/cacloud/uninstall-apk-async', {
      phoneIds: [one, two, bobs],
      packageName: 'com.example.hello',
    });
    expect(res.data.results).toEqual([
      { phoneId: one, ok: true, msg: '操作成功' },
      { phoneId: two, ok: true, msg: '操作成功' },
      { phoneId: bobs, ok: false, msg: '云手机不存在' },
    ]);
    expect((await deviceOf(one!)).apps).toEqual([]);
    const history = await get<Array<{ kind: string }>>(`/trade/phone/operations?phoneId=${one}`);
    expect(history.data[0]).toMatchObject({ kind: 'uninstall' });

    for (const [payload, zh, en] of [
      [{ phoneIds: [one] }, '请输入应用包名', 'Please enter the package name'],
      [{ phoneIds: [one], packageName: ' ' }, '请输入应用包名', 'Please enter the package name'],
      [
        { phoneIds: [one], packageName: 'hello' },
        '应用包名格式不正确，例如 com.example.app',
        'The package name is invalid, e.g. com.example.app',
      ],
      [
        { phoneIds: [one], packageName: 'com.example.hello; rm -rf /' },
        '应用包名格式不正确，例如 com.example.app',
        'The package name is invalid, e.g. com.example.app',
      ],
    ] as const) {
      expect(await post('/infra/cacloud/uninstall-apk-async', payload)).toMatchObject({ status: 400, msg: zh });
      expect(await post('/infra/cacloud/uninstall-apk-async', payload, alice.token, 'en-US')).toMatchObject({ status: 400, msg: en });
    }
    expect(PHONE_STATUS.running).toBe((await deviceOf(two!)).status);
  });

  it('answers junk bodies with a translated refusal and changes nothing', async () => {
    const stranger = await signedInMember(t);
    const junk = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    );
    const body = fc.dictionary(fc.constantFrom('phoneIds', 'fileIds', 'targetDir', 'packageName', 'id', '__proto__'), junk, { maxKeys: 5 });
    const urls = [
      '/infra/cacloud/install',
      '/infra/cacloud/install-group',
      '/infra/cacloud/uninstall-apk-async',
      '/infra/upload-record/retry',
    ];
    const before = { ...(await rowCounts()), operations: (await t.deps.db.select({ n: count() }).from(phoneOperations))[0]!.n };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), body, fc.constantFrom('zh-CN', 'en-US'), async (url, payload, lang) => {
        const res = await post<OperationResults>(url, payload, stranger.token, lang);
        // A well-formed uninstall of phones the stranger does not have answers per phone: none found.
        if (res.status === 200) expect(res.data.results.every((r) => !r.ok)).toBe(true);
        else expect(res.status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.msg).toBeTypeOf('string');
      }),
      { numRuns: 150 },
    );
    expect({ ...(await rowCounts()), operations: (await t.deps.db.select({ n: count() }).from(phoneOperations))[0]!.n }).toEqual(before);
  });

  it('holds every batch of phones to PHONE_BATCH_MAX, except group control and paying for phones with their own', async () => {
    type Schema = { properties?: Record<string, { type?: string; maxItems?: number }> };
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    };
    const limits: Record<string, number | undefined> = {};
    for (const [url, methods] of Object.entries(doc.paths))
      for (const op of Object.values(methods)) {
        const phoneIds = op.requestBody?.content['application/json']?.schema.properties?.phoneIds;
        if (phoneIds?.type === 'array') limits[url] = phoneIds.maxItems;
      }
    const group = ['/app-api/infra/cacloud/install-group', '/app-api/infra/cacloud-resource/phone/startGroupControl'];
    expect(Object.keys(limits)).toEqual(expect.arrayContaining(['/app-api/infra/cacloud/install', ...group]));
    // Renewing phones (a code or an order) is paying for them, not operating them: ORDER_PHONES_MAX.
    const paid = ['/app-api/trade/redeem-code/renew'];
    // Reading what a page of the phone list shows (its cards' labels) is not operating them: PHONE_PAGE_SIZE_MAX.
    const pageReads = ['/app-api/trade/phone-bound/label-list-batch'];
    const limitOf = (url: string) =>
      group.includes(url)
        ? GROUP_CONTROL_MAX
        : paid.includes(url)
          ? ORDER_PHONES_MAX
          : pageReads.includes(url)
            ? PHONE_PAGE_SIZE_MAX
            : PHONE_BATCH_MAX;
    for (const [url, max] of Object.entries(limits)) expect(max, url).toBe(limitOf(url));
    expect(Object.keys(limits).length).toBeGreaterThan(10);
  });

  it('documents its endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const path of [
      'upload-file/upload',
      'upload-file/usage',
      'cacloud/install',
      'cacloud/install-group',
      'cacloud/uninstall-apk-async',
      'upload-record/page',
      'upload-record/get',
      'upload-record/retry',
    ])
      expect(Object.keys(doc.paths)).toContain(`/app-api/infra/${path}`);
  });
});
