import type { DictData, DictDataRow, DictTypeRow, PageResult } from '@cloudphone/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictData, dictTypes, operateLogs } from '../../src/db/schema.js';
import { readXlsxRows, XLSX_CONTENT_TYPE } from '../../src/infra/spreadsheet.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken } from '../kit/members.js';
import { systemKit } from './system-kit.js';

let t: Harness;
let admin: string;
let finance: string;
let ops: string;
let kit: ReturnType<typeof systemKit>;
beforeAll(async () => {
  t = await createHarness();
  kit = systemKit(t);
  [admin, finance, ops] = [await operatorToken(t), await operatorToken(t, ['finance']), await operatorToken(t, ['ops'])];
});
afterAll(() => t.close());

const TYPE = '/admin-api/system/dict/type';
const DATA = '/admin-api/system/dict/data';
const counts = async () => ({
  types: (await t.deps.db.select({ n: count() }).from(dictTypes))[0]!.n,
  data: (await t.deps.db.select({ n: count() }).from(dictData))[0]!.n,
});

async function createType(dictType: string, dictName = `类型 ${dictType}`) {
  const res = await kit.call<number>('POST', TYPE, { token: admin, payload: { dictName, dictType } });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}
async function createEntry(payload: Record<string, unknown>) {
  const res = await kit.call<number>('POST', DATA, { token: admin, payload });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('dictionary types', () => {
  it('are created, read, listed with filters and pages, and edited', async () => {
    const id = await createType('test_kind', '测试类型');
    expect(id).toBeGreaterThan(0);
    const one = await kit.call<DictTypeRow>('GET', `${TYPE}/${id}`, { token: admin });
    expect(one.data).toMatchObject({ dictId: id, dictName: '测试类型', dictType: 'test_kind', status: 0, remark: null });
    expect(one.data.createTime).toBeGreaterThan(0);

    const byType = await kit.call<PageResult<DictTypeRow>>('GET', `${TYPE}/list?dictType=test_k`, { token: admin });
    expect(byType.data.list.map((r) => r.dictType)).toEqual(['test_kind']);
    const byName = await kit.call<PageResult<DictTypeRow>>('GET', `${TYPE}/list?dictName=${encodeURIComponent('业务')}`, { token: admin });
    expect(byName.data.list.map((r) => r.dictType)).toEqual(['member_business_status']);
    const paged = await kit.call<PageResult<DictTypeRow>>('GET', `${TYPE}/list?pageNo=2&pageSize=1`, { token: admin });
    expect(paged.data.total).toBeGreaterThanOrEqual(3);
    expect(paged.data.list).toHaveLength(1);
    const all = await kit.call<DictTypeRow[]>('GET', `${TYPE}/optionselect`, { token: admin });
    expect(all.data.map((r) => r.dictType)).toEqual(expect.arrayContaining(['member_business_status', 'phone_status_tip', 'test_kind']));

    const edited = await kit.call('PUT', TYPE, {
      token: admin,
      payload: { dictId: id, dictName: '测试类型二', dictType: 'test_kind', status: 1, remark: '停用' },
    });
    expect(edited).toMatchObject({ code: 0, data: true });
    expect((await kit.call<DictTypeRow>('GET', `${TYPE}/${id}`, { token: admin })).data).toMatchObject({
      dictName: '测试类型二',
      status: 1,
      remark: '停用',
    });
    expect(
      (await kit.call<PageResult<DictTypeRow>>('GET', `${TYPE}/list?status=1`, { token: admin })).data.list.map((r) => r.dictId),
    ).toEqual([id]);
  });

  it('refuse bad input in both languages and change nothing', async () => {
    const before = await counts();
    await kit.refusedInBoth('POST', TYPE, { token: admin, payload: { dictType: 'x_ok' } }, 400, {
      zh: '字典名称不能为空',
      en: 'Dictionary name cannot be empty',
    });
    await kit.refusedInBoth('POST', TYPE, { token: admin, payload: { dictName: 'x' } }, 400, {
      zh: '字典类型不能为空',
      en: 'Dictionary type cannot be empty',
    });
    for (const dictType of ['Bad-Type', '1abc', 'a b', '类型'])
      await kit.refusedInBoth('POST', TYPE, { token: admin, payload: { dictName: 'x', dictType } }, 400, {
        zh: '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
        en: 'The dictionary type starts with a letter and holds only lower-case letters, digits and underscores',
      });
    await kit.refusedInBoth('POST', TYPE, { token: admin, payload: { dictName: 'x'.repeat(101), dictType: 'x_ok' } }, 400, {
      zh: '字典名称长度不能超过100个字符',
      en: 'The dictionary name can be at most 100 characters',
    });
    await kit.refusedInBoth('POST', TYPE, { token: admin, payload: { dictName: 'x', dictType: 'x_ok', status: 2 } }, 400, {
      zh: '状态只能是 0（正常）或 1（停用）',
      en: 'The status is 0 (normal) or 1 (disabled)',
    });
    await kit.refusedInBoth('POST', TYPE, { token: admin, payload: { dictName: '重复', dictType: 'member_business_status' } }, 409, {
      zh: '字典类型已存在',
      en: 'This dictionary type already exists',
    });
    await kit.refusedInBoth('GET', `${TYPE}/999999`, { token: admin }, 404, {
      zh: '字典类型不存在',
      en: 'This dictionary type does not exist',
    });
    await kit.refusedInBoth('PUT', TYPE, { token: admin, payload: { dictId: 999999, dictName: 'x', dictType: 'x_ok' } }, 404, {
      zh: '字典类型不存在',
      en: 'This dictionary type does not exist',
    });
    expect(await counts()).toEqual(before);
  });

  it('renaming a type renames its entries; deleting one is refused while it has entries', async () => {
    const id = await createType('rename_me', '改名类型');
    const code = await createEntry({ dictType: 'rename_me', dictLabel: '一', dictValue: '1', dictSort: 1 });
    const renamed = await kit.call('PUT', TYPE, { token: admin, payload: { dictId: id, dictName: '改名类型', dictType: 'renamed_to' } });
    expect(renamed.code, renamed.msg).toBe(0);
    expect((await kit.call<DictDataRow>('GET', `${DATA}/${code}`, { token: admin })).data.dictType).toBe('renamed_to');
    expect((await kit.call<PageResult<DictDataRow>>('GET', `${DATA}/list?dictType=rename_me`, { token: admin })).data.total).toBe(0);

    // A rename onto a type that exists is refused, the entries stay where they were.
    await kit.refusedInBoth('PUT', TYPE, { token: admin, payload: { dictId: id, dictName: 'x', dictType: 'phone_status_tip' } }, 409, {
      zh: '字典类型已存在',
      en: 'This dictionary type already exists',
    });
    expect((await kit.call<DictDataRow>('GET', `${DATA}/${code}`, { token: admin })).data.dictType).toBe('renamed_to');

    await kit.refusedInBoth('DELETE', `${TYPE}/${id}`, { token: admin }, 409, {
      zh: '改名类型已分配,不能删除',
      en: '"改名类型" still has entries and cannot be deleted',
    });
    expect((await kit.call('GET', `${TYPE}/${id}`, { token: admin })).code).toBe(0);
    expect(await kit.call('DELETE', `${DATA}/${code}`, { token: admin })).toMatchObject({ code: 0, data: true });
    expect(await kit.call('DELETE', `${TYPE}/${id}`, { token: admin })).toMatchObject({ code: 0, data: true });
    expect((await kit.call('GET', `${TYPE}/${id}`, { token: admin })).status).toBe(404);
    expect((await kit.call('DELETE', `${TYPE}/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('dictionary entries', () => {
  it('are created under an existing type (English label defaulting to the Chinese), read, listed, edited and deleted', async () => {
    await createType('fruit');
    const apple = await createEntry({
      dictType: 'fruit',
      dictLabel: '苹果',
      dictLabelEn: 'Apple',
      dictValue: 'apple',
      dictSort: 2,
      listClass: 'success',
    });
    const pear = await createEntry({ dictType: 'fruit', dictLabel: '梨', dictValue: 'pear', dictSort: 1, remark: '秋天' });
    const plum = await createEntry({ dictType: 'fruit', dictLabel: '李子', dictValue: 'plum', dictSort: 3, status: 1 });

    expect((await kit.call<DictDataRow>('GET', `${DATA}/${pear}`, { token: admin })).data).toMatchObject({
      dictCode: pear,
      dictType: 'fruit',
      dictLabel: '梨',
      dictLabelEn: '梨',
      dictValue: 'pear',
      dictSort: 1,
      status: 0,
      listClass: '',
      cssClass: '',
      remark: '秋天',
    });
    const list = await kit.call<PageResult<DictDataRow>>('GET', `${DATA}/list?dictType=fruit`, { token: admin });
    expect(list.data.list.map((r) => r.dictCode)).toEqual([pear, apple, plum]);
    expect(list.data.total).toBe(3);
    // The label filter matches either language; the status filter the enabled ones.
    const apples = await kit.call<PageResult<DictDataRow>>('GET', `${DATA}/list?dictLabel=appl`, { token: admin });
    expect(apples.data.list.map((r) => r.dictCode)).toEqual([apple]);
    const off = await kit.call<PageResult<DictDataRow>>('GET', `${DATA}/list?dictType=fruit&status=1`, { token: admin });
    expect(off.data.list.map((r) => r.dictCode)).toEqual([plum]);
    const paged = await kit.call<PageResult<DictDataRow>>('GET', `${DATA}/list?dictType=fruit&pageNo=2&pageSize=2`, { token: admin });
    expect(paged.data).toMatchObject({ total: 3, list: [{ dictCode: plum }] });
    // By type: the enabled ones, in order.
    const byType = await kit.call<DictDataRow[]>('GET', `${DATA}/type/fruit`, { token: admin });
    expect(byType.data.map((r) => r.dictValue)).toEqual(['pear', 'apple']);

    const edited = await kit.call('PUT', DATA, {
      token: admin,
      payload: { dictCode: apple, dictType: 'fruit', dictLabel: '红苹果', dictLabelEn: 'Red apple', dictValue: 'apple', dictSort: 0 },
    });
    expect(edited).toMatchObject({ code: 0, data: true });
    expect((await kit.call<DictDataRow[]>('GET', `${DATA}/type/fruit`, { token: admin })).data.map((r) => r.dictLabel)).toEqual([
      '红苹果',
      '梨',
    ]);

    expect(await kit.call('DELETE', `${DATA}/${plum}`, { token: admin })).toMatchObject({ code: 0, data: true });
    await kit.refusedInBoth('GET', `${DATA}/${plum}`, { token: admin }, 404, {
      zh: '字典数据不存在',
      en: 'This dictionary entry does not exist',
    });
    await kit.refusedInBoth('DELETE', `${DATA}/${plum}`, { token: admin }, 404, {
      zh: '字典数据不存在',
      en: 'This dictionary entry does not exist',
    });
  });

  it('refuse bad input, an unknown type and a taken value in both languages, and change nothing', async () => {
    await createType('colour');
    const red = await createEntry({ dictType: 'colour', dictLabel: '红', dictValue: 'red', dictSort: 1 });
    const entry = { dictType: 'colour', dictLabel: '蓝', dictValue: 'blue', dictSort: 2 };
    const before = await counts();
    const rowBefore = (await kit.call<DictDataRow>('GET', `${DATA}/${red}`, { token: admin })).data;
    const refusals: Array<[Record<string, unknown>, number, string, string]> = [
      [{ ...entry, dictLabel: ' ' }, 400, '数据标签不能为空', 'Data label cannot be empty'],
      [{ ...entry, dictLabel: undefined }, 400, '数据标签不能为空', 'Data label cannot be empty'],
      [{ ...entry, dictValue: '' }, 400, '数据键值不能为空', 'Data value cannot be empty'],
      [{ ...entry, dictValue: 'v'.repeat(101) }, 400, '数据键值长度不能超过100个字符', 'The data value can be at most 100 characters'],
      [{ ...entry, dictSort: undefined }, 400, '显示顺序不能为空', 'Display order cannot be empty'],
      [{ ...entry, dictSort: -1 }, 400, '显示顺序不能为空', 'Display order cannot be empty'],
      [
        { ...entry, listClass: 'pink' },
        400,
        '回显样式只能是 default、primary、success、info、warning 或 danger',
        'The list style is one of default, primary, success, info, warning or danger',
      ],
      [{ ...entry, dictLabelEn: 'e'.repeat(101) }, 400, '数据标签长度不能超过100个字符', 'The data label can be at most 100 characters'],
      [{ ...entry, dictType: 'no_such_type' }, 400, '字典类型不存在', 'This dictionary type does not exist'],
      [{ ...entry, dictValue: 'red' }, 409, '该字典类型下已有此数据键值', 'This dictionary type already has an entry with this value'],
    ];
    for (const [payload, status, zh, en] of refusals) {
      await kit.refusedInBoth('POST', DATA, { token: admin, payload }, status, { zh, en });
      // The same input refused as an edit of an entry (but the taken value, which is this entry's own).
      if (status === 400)
        await kit.refusedInBoth('PUT', DATA, { token: admin, payload: { ...payload, dictCode: red } }, status, { zh, en });
    }
    // Editing onto another entry's value is refused too.
    const blue = await createEntry(entry);
    await kit.refusedInBoth('PUT', DATA, { token: admin, payload: { ...entry, dictValue: 'red', dictCode: blue } }, 409, {
      zh: '该字典类型下已有此数据键值',
      en: 'This dictionary type already has an entry with this value',
    });
    await kit.refusedInBoth('PUT', DATA, { token: admin, payload: { ...entry, dictCode: 999999 } }, 404, {
      zh: '字典数据不存在',
      en: 'This dictionary entry does not exist',
    });
    expect(await counts()).toEqual({ ...before, data: before.data + 1 });
    expect((await kit.call<DictDataRow>('GET', `${DATA}/${red}`, { token: admin })).data).toEqual(rowBefore);
  });

  it('show on the member console at once, and the audit log has the entry before and after', async () => {
    const [normal] = (
      await kit.call<PageResult<DictDataRow>>('GET', `${DATA}/list?dictType=member_business_status&pageSize=10`, { token: admin })
    ).data.list;
    expect(normal).toMatchObject({ dictValue: '1', dictLabel: '正常', dictLabelEn: 'Normal' });
    const edited = await kit.call('PUT', DATA, {
      token: admin,
      payload: { ...normal, dictLabel: '正常使用', dictLabelEn: 'Active' },
    });
    expect(edited.code, edited.msg).toBe(0);
    const member = async (lang: string) =>
      (await kit.call<DictData[]>('GET', '/app-api/system/dict-data/get?dictType=member_business_status', { lang })).data[0]!.dictLabel;
    expect(await member('zh-CN')).toBe('正常使用');
    expect(await member('en-US')).toBe('Active');

    const [log] = await t.deps.db
      .select()
      .from(operateLogs)
      .where(and(eq(operateLogs.method, 'PUT'), eq(operateLogs.path, DATA)))
      .orderBy(desc(operateLogs.id))
      .limit(1);
    expect(log?.before).toMatchObject({ dictCode: normal!.dictCode, dictLabel: '正常' });
    expect(log?.after).toMatchObject({ dictCode: normal!.dictCode, dictLabel: '正常使用' });

    // Disabled: members no longer see it.
    await kit.call('PUT', DATA, { token: admin, payload: { ...normal, status: 1 } });
    expect(
      (await kit.call<DictData[]>('GET', '/app-api/system/dict-data/get?dictType=member_business_status')).data.map((d) => d.dictValue),
    ).not.toContain('1');
    await kit.call('PUT', DATA, { token: admin, payload: normal! });
    expect(await member('zh-CN')).toBe('正常');
  });

  it('export as XLSX with the list’s filters, headers in the caller’s language', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `${DATA}/export?dictType=phone_status_tip`,
      headers: { ...bearer(admin), 'accept-language': 'zh-CN' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
    expect(file.headers['content-disposition']).toContain('attachment');
    const rows = await readXlsxRows(file.rawPayload, { maxRows: 1000 });
    const total = (await kit.call<PageResult<DictDataRow>>('GET', `${DATA}/list?dictType=phone_status_tip`, { token: admin })).data.total;
    expect(rows).toHaveLength(total);
    expect(rows[0]!.cells).toMatchObject({ 字典类型: 'phone_status_tip', 字典键值: '0', 状态: '正常' });
    const en = await t.app.inject({
      method: 'GET',
      url: `${DATA}/export?dictLabel=${encodeURIComponent('备份成功')}`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
    });
    const enRows = await readXlsxRows(en.rawPayload, { maxRows: 1000 });
    expect(enRows.map((r) => r.cells)).toEqual([
      expect.objectContaining({ Label: '备份成功', 'English label': 'Backup completed', Status: 'Normal' }),
    ]);
  });
});

describe('permissions', () => {
  it('let finance read but not write, ops neither, and a refused write stores nothing', async () => {
    const before = await counts();
    expect((await kit.call('GET', `${TYPE}/list`, { token: finance })).status).toBe(200);
    expect((await kit.call('GET', `${DATA}/list`, { token: finance })).status).toBe(200);
    expect((await kit.call('GET', `${DATA}/list`, { token: ops })).status).toBe(403);
    const writes: Array<[Parameters<typeof kit.call>[0], string, object?]> = [
      ['POST', TYPE, { dictName: 'x', dictType: 'by_finance' }],
      ['PUT', TYPE, { dictId: 1, dictName: 'x', dictType: 'by_finance' }],
      ['DELETE', `${TYPE}/1`],
      ['POST', DATA, { dictType: 'member_business_status', dictLabel: 'x', dictValue: '99', dictSort: 9 }],
      ['PUT', DATA, { dictCode: 1, dictType: 'member_business_status', dictLabel: 'x', dictValue: '1', dictSort: 1 }],
      ['DELETE', `${DATA}/1`],
    ];
    for (const [method, url, payload] of writes) {
      const res = await kit.call(method, url, { token: finance, lang: 'en-US', ...(payload ? { payload } : {}) });
      expect({ status: res.status, msg: res.msg }, `${method} ${url}`).toEqual({ status: 403, msg: 'Current operation has no permission' });
    }
    expect((await t.app.inject({ method: 'GET', url: `${DATA}/export`, headers: bearer(finance) })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await kit.call('GET', `${DATA}/1`, { token: admin })).data).toMatchObject({ dictLabel: '正常' });
  });
});
