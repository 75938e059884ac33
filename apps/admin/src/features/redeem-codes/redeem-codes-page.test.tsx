import { offersAdminApi, redeemCodesAdminApi, translate, type RedeemBatchRow, type RedeemCodeRow } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  openSelect,
  refusal,
  renderPage,
  resetConsole,
  serveApi,
  setUpConsole,
  signInAs,
  typeInto,
} from '../../test/admin-test-kit';
import RedeemCodesPage from './redeem-codes-page';
import { redeemEnUS } from './strings.en-us';
import { redeemZhCN } from './strings.zh-cn';

const { endpoints } = redeemCodesAdminApi;
const PATHS = {
  batches: endpoints.batchPage.path,
  codes: endpoints.codePage.path,
  create: endpoints.create.path,
  disable: endpoints.disable.path,
  disableCode: endpoints.disableCode.path,
  export: endpoints.export.path,
  specs: offersAdminApi.endpoints.configurationPage.path,
  regions: offersAdminApi.endpoints.regions.path,
};
const QUERY = 'trade:redeem-code:query';
const ALL = [QUERY, 'trade:redeem-code:create', 'trade:redeem-code:update', 'trade:redeem-code:export', 'trade:catalogue:query'];
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const FUTURE = Date.now() + 30 * 86_400_000;

const batch = (id: number, extra: Partial<RedeemBatchRow> = {}): RedeemBatchRow => ({
  id,
  type: 'purchase',
  configurationId: 1,
  configurationName: 'VIP 8-core',
  regionName: 'Shanghai',
  duration: 1,
  durationUnit: 'month',
  count: 50,
  redeemed: 12,
  unused: 35,
  voided: 3,
  expireTime: FUTURE,
  remark: 'June promotion',
  createTime: AT,
  disabled: false,
  ...extra,
});
const BATCHES = [batch(7), batch(6, { type: 'renewal', regionName: null, disabled: true, redeemed: 1, unused: 0, voided: 9, count: 10 })];
const code = (id: number, extra: Partial<RedeemCodeRow> = {}): RedeemCodeRow => ({
  id,
  codeHint: `ABCD…${id}XYZ`,
  redeemedBy: null,
  redeemTime: null,
  phoneIds: [],
  voidTime: null,
  ...extra,
});
const CODES = [code(101), code(102, { redeemedBy: 3, redeemTime: AT, phoneIds: [31] }), code(103, { voidTime: AT })];
const SPECS = [
  {
    id: 1,
    name: 'VIP 8-core',
    tab: 'VIP',
    padType: 5,
    androidVersion: '10',
    chip: 'Orion865',
    cpu: '8 cores',
    memory: '8GB',
    storage: '128GB',
    sort: 0,
    enabled: true,
    regions: [{ id: 2, name: 'Shanghai', stock: 40, held: 0 }],
  },
];
const base = {
  [PATHS.batches]: () => ({ list: BATCHES, total: 2 }),
  [PATHS.codes]: () => ({ list: CODES, total: 3 }),
  [PATHS.specs]: () => ({ list: SPECS, total: 1 }),
  [PATHS.regions]: () => [{ id: 2, name: 'Shanghai', sort: 0 }],
};

/** A dialog closing: it plays its leaving animation (which jsdom never ends, so it stays in the page). */
const expectClosing = (testId: string) =>
  waitFor(() => expect(screen.getByTestId(testId).querySelector('[role="dialog"]')!.className).toContain('-leave'));

beforeEach(() => setUpConsole('en-US'));
afterEach(() => {
  resetConsole();
  vi.restoreAllMocks();
});

describe('the redemption codes screen', () => {
  it('has the same strings in both languages', () => expectLocalePair(redeemZhCN, redeemEnUS));

  it('lists the batches with their usage and state', async () => {
    signInAs([QUERY]);
    const server = serveApi(base);
    renderPage(<RedeemCodesPage />);
    const list = await screen.findByTestId('batches-list');
    await within(list).findByText('#7');
    expect(within(list).getByTestId('usage-7').textContent).toBe('12 / 35 / 3');
    expect(within(list).getByText('Active')).toBeTruthy();
    expect(within(list).getByText('Void')).toBeTruthy();
    expect(within(list).getAllByText('June promotion')).toHaveLength(2);
    expect(server.to(PATHS.batches)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });
    // Read only: no make, export or void.
    for (const id of ['batch-create', 'export-7', 'void-7']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('checks a batch before making it, then sends its fields', async () => {
    signInAs(ALL);
    const server = serveApi({ ...base, [PATHS.create]: () => ({ batchId: 8, codes: ['ABCDEFGHJKMNPQRS', 'TUVWXYZ234567892'] }) });
    renderPage(<RedeemCodesPage />);
    await screen.findByText('#7');
    fireEvent.click(screen.getByTestId('batch-create'));
    await screen.findByTestId('batch-count');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('Choose a spec')).toBeTruthy();
    expect(screen.getByText(translate('redeem.regionRequired', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.create)).toHaveLength(0);

    openSelect('batch-spec');
    fireEvent.click(await screen.findByTitle('VIP 8-core'));
    openSelect('batch-region');
    fireEvent.click(await screen.findByTitle('Shanghai (40)'));
    typeInto('batch-count', '2');
    typeInto('batch-remark', ' Channel A ');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.create)).toHaveLength(1));
    const { expireTime, ...body } = server.to(PATHS.create)[0]!.body as { expireTime: number };
    expect(body).toEqual({
      type: 'purchase',
      configurationId: 1,
      regionId: 2,
      duration: 1,
      durationUnit: 'month',
      count: 2,
      remark: 'Channel A',
    });
    expect(expireTime).toBeGreaterThan(Date.now());
    expect(await screen.findByTestId('codes-plain')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.batches)).toHaveLength(2));
  });

  it('shows the plain codes once, with a CSV made in the browser', async () => {
    signInAs(ALL);
    const saved = captureDownloads();
    serveApi({ ...base, [PATHS.create]: () => ({ batchId: 8, codes: ['ABCDEFGHJKMNPQRS', 'TUVWXYZ234567892'] }) });
    renderPage(<RedeemCodesPage />);
    fireEvent.click(await screen.findByTestId('batch-create'));
    fireEvent.click(within(await screen.findByTestId('batch-dialog')).getByText('Renewal'));
    openSelect('batch-spec');
    fireEvent.click(await screen.findByTitle('VIP 8-core'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    const shown = await screen.findByTestId('codes-plain');
    expect((shown as HTMLTextAreaElement).value).toBe('ABCD-EFGH-JKMN-PQRS\nTUVW-XYZ2-3456-7892');
    expect(screen.getByText(/shown here only once/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('codes-download'));
    expect(saved[0]!.name).toBe('redeem-codes-8-plain.csv');
    // UTF-8 with a byte-order mark (Excel), CRLF lines.
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFcode\r\nABCD-EFGH-JKMN-PQRS\r\nTUVW-XYZ2-3456-7892\r\n',
    );
    fireEvent.click(screen.getByTestId('codes-close'));
    await expectClosing('created-codes');
  });

  it('asks before closing the codes when they were neither copied nor downloaded', async () => {
    signInAs(ALL);
    serveApi({ ...base, [PATHS.create]: () => ({ batchId: 9, codes: ['ABCDEFGHJKMNPQRS'] }) });
    renderPage(<RedeemCodesPage />);
    fireEvent.click(await screen.findByTestId('batch-create'));
    fireEvent.click(within(await screen.findByTestId('batch-dialog')).getByText('Renewal'));
    openSelect('batch-spec');
    fireEvent.click(await screen.findByTitle('VIP 8-core'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await screen.findByTestId('codes-plain');
    fireEvent.click(screen.getByTestId('codes-close'));
    expect(await screen.findByText(/you have not copied or downloaded/i)).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await expectClosing('created-codes');
  });

  it('voids a batch after asking, and shows the server’s refusal', async () => {
    signInAs(ALL);
    const server = serveApi({ ...base, [PATHS.disable]: () => refusal(1002005200, 'This batch of codes does not exist', 404) });
    renderPage(<RedeemCodesPage />);
    await screen.findByText('#7');
    expect(screen.queryByTestId('void-6')).toBeNull(); // void already
    fireEvent.click(screen.getByTestId('void-7'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('This batch of codes does not exist')).toBeTruthy();
    expect(server.to(PATHS.disable)[0]).toMatchObject({ method: 'PUT', body: { batchId: 7 } });
  });

  it('exports a batch under the server’s file name', async () => {
    signInAs(ALL);
    const saved = captureDownloads();
    const server = serveApi({
      ...base,
      [PATHS.export]: () =>
        new Response('code,status\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="redeem-codes-7.csv"' },
        }),
    });
    renderPage(<RedeemCodesPage />);
    fireEvent.click(await screen.findByTestId('export-7'));
    expect(await screen.findByText('Exported redeem-codes-7.csv')).toBeTruthy();
    expect(server.to(PATHS.export)[0]!.query).toEqual({ batchId: '7' });
    expect(saved[0]!.name).toBe('redeem-codes-7.csv');
  });

  it('shows a batch’s codes and voids an unused one', async () => {
    signInAs(ALL);
    const server = serveApi({ ...base, [PATHS.disableCode]: () => true });
    renderPage(<RedeemCodesPage />);
    fireEvent.click(await screen.findByTestId('codes-7'));
    const table = await screen.findByTestId('codes-table');
    await within(table).findByText('ABCD…101XYZ');
    expect(server.to(PATHS.codes)[0]!.query).toEqual({ batchId: '7', pageNo: '1', pageSize: '20' });
    expect(within(table).getByText('#3')).toBeTruthy();
    expect(within(table).queryByTestId('void-code-102')).toBeNull(); // redeemed
    expect(within(table).queryByTestId('void-code-103')).toBeNull(); // void already
    fireEvent.click(within(table).getByTestId('void-code-101'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.disableCode)[0]).toMatchObject({ method: 'PUT', body: { id: 101 } }));
    await waitFor(() => expect(server.to(PATHS.codes)).toHaveLength(2));
  });
});
