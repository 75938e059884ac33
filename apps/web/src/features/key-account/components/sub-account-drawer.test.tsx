import { accreditApi, keyAccountApi, phoneGroupsApi, subAccountsApi } from '@cloudphone/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFlashes,
  flashes,
  openSelect,
  renderKeyAccount,
  serveKeyAccount,
  setUpKeyAccountStrings,
} from '../testing/key-account-test-kit';

const PATHS = {
  subs: subAccountsApi.endpoints.subPage.path,
  granted: accreditApi.endpoints.accreditList.path,
  mine: accreditApi.endpoints.phoneList.path,
  tree: phoneGroupsApi.endpoints.tree.path,
  allot: keyAccountApi.endpoints.addMaintainerAllot.path,
  takeBackPhones: keyAccountApi.endpoints.deleteDevicesAllot.path,
  takeBackGroup: keyAccountApi.endpoints.cancelDeviceGroup.path,
  takeBackAll: keyAccountApi.endpoints.deleteMaintainerAllot.path,
};
const NOW = Date.now();
const DAY = 86_400_000;
const WANG = { id: 21, phone: '13800000001', nickname: '小王', status: 0, createTime: NOW - DAY, phoneCount: 2 };
const grant = (phoneId: number, owlId: string, accreditType: number, businessStatus = 1) => ({
  phoneId,
  owlId,
  phoneAlias: phoneId === 11 ? '主号' : '',
  phoneTags: [],
  accreditType,
  accredit: true,
  createTime: NOW - DAY,
  expireTime: new Date(2031, 0, 2, 3, 4, 5).getTime(),
  businessStatus,
  relationId: phoneId + 100,
  subMemberPhone: WANG.phone,
});
const GRANTED = [grant(11, 'CP00000011', 2), grant(12, 'CP00000012', 1, 2)];
const free = (phoneId: number, owlId: string) => ({
  ...grant(phoneId, owlId, 1),
  accredit: false,
  accreditType: null,
  createTime: null,
  expireTime: null,
  relationId: null,
  subMemberPhone: null,
});
const TREE = [
  { id: null, kind: 'ungrouped', name: '', count: 1, phones: [{ id: 13, owlId: 'CP00000013', alias: '', status: 1 }] },
  {
    id: 7,
    kind: 'group',
    name: '工作室',
    count: 2,
    phones: [
      { id: 14, owlId: 'CP00000014', alias: '店铺', status: 1 },
      { id: 15, owlId: 'CP00000015', alias: '', status: 1 },
    ],
  },
  { id: -1, kind: 'shared', name: '', count: 0, phones: [] },
];

const base = {
  [PATHS.subs]: () => ({ list: [WANG], total: 1 }),
  [PATHS.granted]: () => ({ list: GRANTED, total: GRANTED.length }),
  [PATHS.mine]: () => ({ list: [free(13, 'CP00000013'), free(16, 'CP00000016')], total: 2 }),
  [PATHS.tree]: () => TREE,
};

beforeAll(setUpKeyAccountStrings);
beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDetail() {
  fireEvent.click(within(await screen.findByTestId('sub-account-row')).getByTestId('sub-account-open'));
  const detail = await screen.findByTestId('sub-account-detail');
  await within(detail).findAllByTestId('granted-row');
  return detail;
}

describe("a sub-account's phones", { timeout: 30_000 }, () => {
  it('lists the phones granted to it, asked by its phone number', async () => {
    const server = serveKeyAccount(base);
    renderKeyAccount();
    const detail = await openDetail();
    expect(server.to(PATHS.granted).map((r) => r.query)).toEqual([{ subMemberPhone: '13800000001', pageNo: '1', pageSize: '10' }]);
    // The alias and time columns are ones antd adds for wider screens after a paint.
    await within(detail).findAllByText('2031-01-02 03:04:05');
    const rows = within(detail).getAllByTestId('granted-row');
    expect(rows.map((row) => row.getAttribute('data-phone-id'))).toEqual(['11', '12']);
    expect(rows[0]!.textContent).toContain('CP00000011');
    expect(rows[0]!.textContent).toContain('主号');
    expect(within(rows[0]!).getByTestId('granted-type').textContent).toBe('可操作');
    expect(within(rows[1]!).getByTestId('granted-type').textContent).toBe('仅查看');
    expect(within(rows[0]!).getByTestId('granted-status').textContent).toBe('正常');
    expect(within(rows[1]!).getByTestId('granted-status').textContent).toBe('已过期');
    expect(rows[0]!.textContent).toContain('2031-01-02 03:04:05');
  });

  it("allots a group's phones: sends the group id, type and expiry, and shows each phone's result", async () => {
    const server = serveKeyAccount({
      ...base,
      [PATHS.allot]: () => ({
        results: [
          { phoneId: 14, ok: true, msg: '' },
          { phoneId: 15, ok: false, msg: '请选择未授权的设备进行授权' },
        ],
      }),
    });
    renderKeyAccount();
    const detail = await openDetail();
    fireEvent.click(within(detail).getByTestId('allot-open'));
    const dialog = await screen.findByTestId('allot-dialog');
    fireEvent.click(within(dialog).getByTestId('allot-by-group'));
    const submit = () => within(dialog).getByTestId('allot-submit') as HTMLButtonElement;
    // No group chosen yet.
    expect(submit().disabled).toBe(true);

    openSelect('allot-group');
    const options = await screen.findAllByTestId('allot-group-option');
    // Only real groups: not the ungrouped or shared entries.
    expect(options.map((o) => [o.getAttribute('data-group-id'), o.textContent])).toEqual([['7', '工作室（2 台）']]);
    fireEvent.click(options[0]!);
    fireEvent.click(within(dialog).getByTestId('allot-type-operate'));
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    const results = await screen.findByTestId('allot-results');
    const [body] = server.to(PATHS.allot).map((r) => r.body as Record<string, number>);
    expect(body).toEqual({ subMemberId: 21, groupId: 7, accreditType: 2, expireTime: expect.any(Number) });
    // A month ahead by default.
    expect(body!.expireTime).toBeGreaterThan(NOW + 29 * DAY);
    expect(body!.expireTime).toBeLessThan(NOW + 32 * DAY);
    expect(within(results).getByTestId('allot-summary').textContent).toBe('分配完成：成功 1 台，失败 1 台');
    const items = within(results).getAllByTestId('allot-result');
    expect(items.map((item) => item.getAttribute('data-ok'))).toEqual(['true', 'false']);
    // Each phone named from the group.
    expect(items[0]!.textContent).toContain('店铺 · CP00000014');
    expect(items[1]!.textContent).toContain('CP00000015');
    expect(items[1]!.textContent).toContain('请选择未授权的设备进行授权');
    // One was granted, so the granted phones and the counts are asked again.
    await waitFor(() => expect(server.to(PATHS.granted).length).toBeGreaterThan(1));
    await waitFor(() => expect(server.to(PATHS.subs).length).toBeGreaterThan(1));
  });

  it('allots chosen phones from those not granted yet', async () => {
    const server = serveKeyAccount({
      ...base,
      [PATHS.allot]: (request) => ({
        results: (request.body as { phoneIds: number[] }).phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '' })),
      }),
    });
    renderKeyAccount();
    const detail = await openDetail();
    fireEvent.click(within(detail).getByTestId('allot-open'));
    const dialog = await screen.findByTestId('allot-dialog');
    openSelect('allot-phones');
    const options = await screen.findAllByTestId('allot-phone-option');
    expect(options.map((o) => o.getAttribute('data-phone-id'))).toEqual(['13', '16']);
    // The picker asks only for phones that can be granted.
    expect(server.to(PATHS.mine)[0]!.query).toEqual({ pageNo: '1', pageSize: '50', accredit: 'false' });
    fireEvent.click(options[1]!);
    fireEvent.click(options[0]!);
    fireEvent.click(within(dialog).getByTestId('allot-submit'));

    const results = await screen.findByTestId('allot-results');
    expect(server.to(PATHS.allot).map((r) => r.body)).toEqual([
      { subMemberId: 21, phoneIds: [16, 13], accreditType: 1, expireTime: expect.any(Number) },
    ]);
    expect(within(results).getByTestId('allot-summary').textContent).toBe('分配完成：成功 2 台，失败 0 台');
    expect(within(results).getAllByTestId('allot-result')[0]!.textContent).toContain('CP00000016');
  });

  it('takes back the selected phones after asking, and says how many', async () => {
    const server = serveKeyAccount({ ...base, [PATHS.takeBackPhones]: () => 2 });
    renderKeyAccount();
    const detail = await openDetail();
    const button = within(detail).getByTestId('take-back-selected') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    for (const row of within(detail).getAllByTestId('granted-row')) fireEvent.click(row.querySelector('input[type=checkbox]')!);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toBe('回收所选 (2)');
    fireEvent.click(button);
    expect(await screen.findAllByText('回收所选的 2 台云机？')).not.toHaveLength(0);
    expect(server.to(PATHS.takeBackPhones)).toEqual([]);
    fireEvent.click(screen.getByTestId('take-back-ok'));

    await waitFor(() => expect(server.to(PATHS.takeBackPhones).map((r) => r.body)).toEqual([{ subMemberId: 21, phoneIds: [11, 12] }]));
    await waitFor(() => expect(flashes()).toContain('已回收 2 台云机'));
    // The list is asked again, and the selection is gone with the phones.
    await waitFor(() => expect(server.to(PATHS.granted).length).toBeGreaterThan(1));
    expect(button.textContent).toBe('回收所选 (0)');
  });

  it("takes back a group's phones and all phones, each after asking", async () => {
    const server = serveKeyAccount({ ...base, [PATHS.takeBackGroup]: () => 1, [PATHS.takeBackAll]: () => 2 });
    renderKeyAccount();
    const detail = await openDetail();
    fireEvent.click(within(detail).getByTestId('take-back-group'));
    fireEvent.click(await screen.findByTestId('take-back-group-7'));
    expect(await screen.findAllByText('回收分组“工作室”中授权给 13800000001 的云机？')).not.toHaveLength(0);
    fireEvent.click(screen.getByTestId('take-back-ok'));
    await waitFor(() => expect(server.to(PATHS.takeBackGroup).map((r) => r.body)).toEqual([{ subMemberId: 21, groupId: 7 }]));
    await waitFor(() => expect(flashes()).toContain('已回收 1 台云机'));

    fireEvent.click(within(detail).getByTestId('take-back-all'));
    expect(await screen.findAllByText('回收授权给 13800000001 的全部云机？')).not.toHaveLength(0);
    fireEvent.click(screen.getAllByTestId('take-back-ok').at(-1)!);
    await waitFor(() => expect(server.to(PATHS.takeBackAll).map((r) => r.body)).toEqual([{ subMemberId: 21 }]));
    await waitFor(() => expect(flashes()).toContain('已回收 2 台云机'));
  });
});
