import { ordersAdminApi, type AdminOrder, type AdminOrderDetail } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
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
import { orderQuery } from './api';
import OrderDetailPage from './order-detail-page';
import OrdersPage from './orders-page';
import { ordersEnUS } from './strings.en-us';
import { ordersZhCN } from './strings.zh-cn';

const { endpoints } = ordersAdminApi;
const PATHS = { page: endpoints.page.path, get: endpoints.get.path, refund: endpoints.refund.path, export: endpoints.export.path };
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();

const order = (orderNo: string, extra: Partial<AdminOrder> = {}): AdminOrder => ({
  orderNo,
  type: 'purchase',
  status: 'success',
  payChannel: 'alipay_qr',
  quantity: 2,
  unitPrice: 1990,
  originalPrice: 2990,
  payPrice: 3980,
  paySerialNo: '2030020322001400001',
  phoneIds: [31, 32],
  createTime: AT,
  payTime: AT + 60_000,
  expireTime: AT + 900_000,
  configurationId: 1,
  configurationName: 'VIP 8-core',
  regionName: 'Shanghai',
  duration: 1,
  durationUnit: 'month',
  packageName: '1 month',
  points: 39,
  refundPrice: 0,
  payUrl: null,
  qrCode: null,
  memberId: 3,
  refundSerialNo: null,
  refundTime: null,
  ...extra,
});
const ROWS = [order('CP203002030001'), order('CP203002030002', { status: 'pending', type: 'renewal', payTime: null, paySerialNo: null })];
const DETAIL: AdminOrderDetail = {
  ...order('CP203002030003', { status: 'refunded', refundPrice: 1000, refundSerialNo: 'RF-77', refundTime: AT + 3_600_000 }),
  memberPhone: '13700137000',
  refunds: [
    {
      amount: 1000,
      reason: 'Phone did not start',
      operatorId: 1,
      operatorName: 'finance1',
      serialNo: 'RF-77',
      refundTime: AT + 3_600_000,
    },
  ],
  phones: [
    { id: 31, owlId: 'CP00000031', alias: 'Main', memberId: 3, status: 1, expireTime: AT + 30 * 86_400_000, recycled: false },
    { id: 32, owlId: 'CP00000032', alias: '', memberId: 5, status: 99, expireTime: AT, recycled: true },
  ],
};

beforeEach(() => setUpConsole('en-US'));
afterEach(() => {
  resetConsole();
  vi.restoreAllMocks();
});

describe('order filters', () => {
  it('send whole local days as epoch ms and leave out what is empty', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2030-02-01 13:00'), dayjs('2030-02-03 08:00')];
    expect(orderQuery({ orderNo: '  CP1 ', status: 'success', range })).toEqual({
      orderNo: 'CP1',
      status: 'success',
      beginTime: new Date(2030, 1, 1).getTime(),
      endTime: new Date(2030, 1, 4).getTime() - 1,
    });
    expect(orderQuery({ orderNo: ' ', range: null })).toEqual({ orderNo: undefined, beginTime: undefined, endTime: undefined });
  });

  it('have the same strings in both languages', () => expectLocalePair(ordersZhCN, ordersEnUS));
});

describe('the orders screen', () => {
  it('lists the orders and searches by order number, member and status', async () => {
    signInAs(['trade:order:query']);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 31 }) });
    renderPage(<OrdersPage />);
    const list = await screen.findByTestId('orders-list');
    await within(list).findByText('CP203002030001');
    expect(within(list).getByText('Pending')).toBeTruthy();
    expect(within(list).getAllByText('¥39.80')).toHaveLength(2);
    expect(within(list).getAllByText('Alipay QR')).toHaveLength(2);
    expect(within(list).getByText('31 in total')).toBeTruthy();

    typeInto('filter-orderNo', 'CP203002030001');
    typeInto('filter-memberId', '3');
    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('Paid'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(PATHS.page).at(-1)!.query).toEqual({
        pageNo: '1',
        pageSize: '20',
        orderNo: 'CP203002030001',
        memberId: '3',
        status: 'success',
      }),
    );
    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20' }));
  });

  it('exports what the filters match', async () => {
    signInAs(['trade:order:query', 'trade:order:export']);
    const saved = captureDownloads();
    const server = serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 2 }),
      [PATHS.export]: () =>
        new Response('orderNo\r\nCP203002030001\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-20300203.csv"' },
        }),
    });
    renderPage(<OrdersPage />);
    await screen.findByText('CP203002030001');
    openSelect('filter-type');
    fireEvent.click(await screen.findByTitle('Renewal'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));
    fireEvent.click(screen.getByTestId('list-export'));
    expect(await screen.findByText('Exported orders-20300203.csv')).toBeTruthy();
    expect(server.to(PATHS.export)[0]!.query).toEqual({ type: 'renewal' });
    expect(saved.map((f) => f.name)).toEqual(['orders-20300203.csv']);
  });

  it('refunds part of a paid order in fen with a reason, after checking both', async () => {
    signInAs(['trade:order:query', 'trade:order:refund']);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 2 }), [PATHS.refund]: () => ({ ...ROWS[0], status: 'refunded' }) });
    renderPage(<OrdersPage />);
    await screen.findByText('CP203002030001');
    expect(screen.queryByTestId('refund-CP203002030002')).toBeNull(); // pending: nothing to refund
    fireEvent.click(screen.getByTestId('refund-CP203002030001'));
    expect(await screen.findByText('Paid ¥39.80, refundable ¥39.80')).toBeTruthy();
    fireEvent.click(screen.getByText('Partial refund'));
    typeInto('refund-amount', '50');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('Enter an amount between 0.01 and 39.80 yuan')).toBeTruthy();
    expect(screen.getByText('Give the reason (at most 80 characters)')).toBeTruthy();
    expect(server.to(PATHS.refund)).toHaveLength(0);

    typeInto('refund-amount', '12.5');
    typeInto('refund-reason', 'One phone did not start');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.refund)).toHaveLength(1));
    expect(server.to(PATHS.refund)[0]!.body).toEqual({ orderNo: 'CP203002030001', amount: 1250, reason: 'One phone did not start' });
    expect(await screen.findByText('Refunded')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));
  });

  it('shows the server’s refusal of a full refund in the dialog', async () => {
    signInAs(['trade:order:query', 'trade:order:refund']);
    const server = serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 2 }),
      [PATHS.refund]: () => refusal(1002005101, 'This order cannot be refunded'),
    });
    renderPage(<OrdersPage />);
    fireEvent.click(await screen.findByTestId('refund-CP203002030001'));
    typeInto('refund-reason', 'Duplicate payment');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('This order cannot be refunded');
    expect(server.to(PATHS.refund)[0]!.body).toEqual({ orderNo: 'CP203002030001', reason: 'Duplicate payment' });
    expect(screen.getByTestId('refund-reason')).toBeTruthy();
  });

  it('hides refund and export from an operator without those permissions', async () => {
    signInAs(['trade:order:query']);
    serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 2 }) });
    renderPage(<OrdersPage />);
    await screen.findByText('CP203002030001');
    expect(screen.queryByTestId('refund-CP203002030001')).toBeNull();
    expect(screen.queryByTestId('list-export')).toBeNull();
  });
});

describe('the order detail screen', () => {
  it('shows the payment, the refunds and the delivered phones', async () => {
    signInAs(['trade:order:query', 'trade:order:refund']);
    const server = serveApi({ [PATHS.get]: () => DETAIL });
    renderPage(<OrderDetailPage />, { url: '/orders/CP203002030003', path: '/orders/:orderNo' });
    const payment = await screen.findByTestId('order-payment');
    expect(server.to(PATHS.get)[0]!.query).toEqual({ orderNo: 'CP203002030003' });
    expect(within(payment).getByText('2030020322001400001')).toBeTruthy();
    expect(within(payment).getByText('Alipay QR')).toBeTruthy();
    expect(within(payment).getByText('¥10.00')).toBeTruthy();
    expect(within(screen.getByTestId('order-info')).getByText('13700137000 #3')).toBeTruthy();
    const refunds = screen.getByTestId('order-refunds');
    expect(within(refunds).getByText('Phone did not start')).toBeTruthy();
    expect(within(refunds).getByText('finance1')).toBeTruthy();
    const phones = screen.getByTestId('order-phones');
    expect(within(phones).getByText('CP00000031')).toBeTruthy();
    expect(within(phones).getByText('Running')).toBeTruthy();
    expect(within(phones).getByText('Maintenance')).toBeTruthy();
    expect(within(phones).getByText('#5')).toBeTruthy(); // transferred since
    expect(screen.queryByTestId('detail-refund')).toBeNull(); // refunded already
  });

  it('says so when the order does not exist', async () => {
    signInAs(['trade:order:query']);
    serveApi({ [PATHS.get]: () => refusal(1002005100, 'The order does not exist', 404) });
    renderPage(<OrderDetailPage />, { url: '/orders/NOPE', path: '/orders/:orderNo' });
    const error = await screen.findByTestId('order-error');
    expect(error.textContent).toContain('The order does not exist');
  });
});
