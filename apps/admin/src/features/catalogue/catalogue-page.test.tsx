import { offersAdminApi, translate, type AdminPackagePrice, type AdminPhoneConfiguration } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSelect, refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs, typeInto } from '../../test/admin-test-kit';
import CataloguePage from './catalogue-page';
import { fenToYuan2, yuanToFen } from './money';
import { catalogueEnUS } from './strings.en-us';
import { catalogueZhCN } from './strings.zh-cn';

const { endpoints } = offersAdminApi;
const PATHS = {
  specs: endpoints.configurationPage.path,
  createSpec: endpoints.createConfiguration.path,
  specStatus: endpoints.updateConfigurationStatus.path,
  stock: endpoints.updateStock.path,
  regions: endpoints.regions.path,
  createRegion: endpoints.createRegion.path,
  removeRegion: endpoints.removeRegion.path,
  prices: endpoints.pricePage.path,
  createPrice: endpoints.createPrice.path,
  updatePrice: endpoints.updatePrice.path,
};
const READ = 'trade:catalogue:query';
const WRITE = 'trade:catalogue:update';

const spec = (id: number, name: string, extra: Partial<AdminPhoneConfiguration> = {}): AdminPhoneConfiguration => ({
  id,
  name,
  tab: 'VIP',
  padType: 5,
  androidVersion: '10',
  chip: 'Orion865',
  cpu: '8 cores',
  memory: '8GB',
  storage: '128GB',
  sort: 0,
  enabled: true,
  regions: [{ id: 1, name: 'Shanghai', stock: 40, held: 2 }],
  ...extra,
});
const SPECS = [spec(1, 'VIP 8-core'), spec(2, 'Lite 4-core', { enabled: false, regions: [] })];
const REGIONS = [
  { id: 1, name: 'Shanghai', sort: 0 },
  { id: 2, name: 'Guangzhou', sort: 1 },
];
const price = (
  id: number,
  orderType: AdminPackagePrice['orderType'],
  fen: number,
  extra: Partial<AdminPackagePrice> = {},
): AdminPackagePrice => ({
  id,
  configurationId: 1,
  orderType,
  duration: 1,
  durationUnit: 'month',
  price: fen,
  originalPrice: fen,
  label: null,
  sort: 0,
  enabled: true,
  ...extra,
});
const PRICES = [price(11, 'purchase', 1990, { originalPrice: 2990, label: 'Most popular' }), price(12, 'renewal', 1800)];

const base = {
  [PATHS.specs]: () => ({ list: SPECS, total: SPECS.length }),
  [PATHS.regions]: () => REGIONS,
  [PATHS.prices]: () => ({ list: PRICES, total: PRICES.length }),
};

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

describe('money in the catalogue', () => {
  it('shows fen as yuan with two decimals and reads typed yuan back as whole fen', () => {
    expect([1990, 2000, 1, 0, 123456].map(fenToYuan2)).toEqual(['19.90', '20.00', '0.01', '0.00', '1234.56']);
    expect([19.99, 0.1 + 0.2, 1234.56, 0.01].map(yuanToFen)).toEqual([1999, 30, 123456, 1]);
  });

  it('has the same strings in both languages', () => expectLocalePair(catalogueZhCN, catalogueEnUS));
});

describe('the catalogue: phone specs', () => {
  it('lists the specs with their stock per region and sale status', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi(base);
    renderPage(<CataloguePage />);
    const list = await screen.findByTestId('specs-list');
    await within(list).findByText('VIP 8-core');
    expect(within(list).getByText('Lite 4-core')).toBeTruthy();
    expect(within(list).getByText('Shanghai 40 / 2')).toBeTruthy();
    expect(within(list).getByText('No stock set')).toBeTruthy();
    expect(within(list).getByText('Withdrawn')).toBeTruthy();
    expect(server.to(PATHS.specs)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });
  });

  it('checks a new spec before sending it, then sends its fields', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ ...base, [PATHS.createSpec]: () => 3 });
    renderPage(<CataloguePage />);
    await screen.findByText('VIP 8-core');
    fireEvent.click(screen.getByTestId('spec-create'));
    await screen.findByTestId('spec-name');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('offers.nameInvalid', 'en-US'))).toBeTruthy();
    expect(screen.getByText(translate('offers.tabInvalid', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.createSpec)).toHaveLength(0);

    typeInto('spec-tab', 'Gaming');
    typeInto('spec-name', 'Pro 12-core');
    typeInto('spec-androidVersion', '12');
    typeInto('spec-chip', 'Snapdragon 8');
    typeInto('spec-cpu', '12 cores');
    typeInto('spec-memory', '12GB');
    typeInto('spec-storage', '256GB');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.createSpec)).toHaveLength(1));
    expect(server.to(PATHS.createSpec)[0]!.body).toEqual({
      tab: 'Gaming',
      name: 'Pro 12-core',
      padType: 5,
      androidVersion: '12',
      chip: 'Snapdragon 8',
      cpu: '12 cores',
      memory: '12GB',
      storage: '256GB',
      sort: 0,
    });
    await waitFor(() => expect(server.to(PATHS.specs)).toHaveLength(2));
  });

  it('sets the stock of a spec in a region, and withdraws a spec after asking', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ ...base, [PATHS.stock]: () => true, [PATHS.specStatus]: () => true });
    renderPage(<CataloguePage />);
    fireEvent.click(await screen.findByTestId('stock-1'));
    await screen.findByText('Set to 40 now, 2 held by pending orders. 0 stops sales in this region.');
    typeInto('stock-value', '55');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.stock)[0]?.body).toEqual({ configurationId: 1, regionId: 1, stock: 55 }));

    fireEvent.click(screen.getByTestId('disable-1'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.specStatus)[0]?.body).toEqual({ id: 1, enabled: false }));
  });

  it('shows no write action to an operator who may only read', async () => {
    signInAs([READ]);
    serveApi(base);
    renderPage(<CataloguePage />);
    await screen.findByText('VIP 8-core');
    for (const id of ['spec-create', 'edit-1', 'stock-1', 'disable-1', 'enable-2']) expect(screen.queryByTestId(id)).toBeNull();
  });
});

describe('the catalogue: sale regions', () => {
  it('shows the server’s refusal to delete a region in use, and a refused name in the dialog', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({
      ...base,
      [PATHS.removeRegion]: () => refusal(1002003004, 'This region still has stock or is used by orders'),
      [PATHS.createRegion]: () => refusal(1002003003, 'A region with this name already exists'),
    });
    renderPage(<CataloguePage />, { url: '/?tab=regions' });
    await screen.findByText('Guangzhou');
    fireEvent.click(screen.getByTestId('remove-region-1'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('This region still has stock or is used by orders')).toBeTruthy();
    expect(server.to(PATHS.removeRegion)[0]).toMatchObject({ method: 'DELETE', query: { id: '1' } });

    fireEvent.click(screen.getByTestId('region-create'));
    typeInto('region-name', 'Shanghai');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('A region with this name already exists');
    expect(server.to(PATHS.createRegion)[0]!.body).toEqual({ name: 'Shanghai', sort: 0 });
  });
});

describe('the catalogue: packages', () => {
  it('lists the first spec’s packages in yuan and filters them by order type', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi(base);
    renderPage(<CataloguePage />, { url: '/?tab=prices' });
    const list = await screen.findByTestId('prices-list');
    await within(list).findByText('¥19.90');
    expect(within(list).getByText('¥29.90')).toBeTruthy();
    expect(within(list).getByText('Most popular')).toBeTruthy();
    expect(within(list).getAllByText('¥18.00')).toHaveLength(2); // price and original price
    expect(server.to(PATHS.prices)[0]!.query).toMatchObject({ configurationId: '1' });

    openSelect('filter-orderType');
    fireEvent.click(await screen.findByTitle('Renewal'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(within(list).queryByText('¥19.90')).toBeNull());
    expect(within(list).getAllByText('¥18.00')).toHaveLength(2);
  });

  it('sends a new package in fen, refusing an original price below the price', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ ...base, [PATHS.createPrice]: () => 13 });
    renderPage(<CataloguePage />, { url: '/?tab=prices' });
    await screen.findByText('¥19.90');
    fireEvent.click(screen.getByTestId('price-create'));
    await screen.findByTestId('price-duration');
    typeInto('price-duration', '3');
    typeInto('price-price', '49.9');
    typeInto('price-original', '39');
    typeInto('price-label', ' Best value ');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('offers.originalPriceBelowPrice', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.createPrice)).toHaveLength(0);

    typeInto('price-original', '59.99');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.createPrice)).toHaveLength(1));
    expect(server.to(PATHS.createPrice)[0]!.body).toEqual({
      configurationId: 1,
      orderType: 'purchase',
      duration: 3,
      durationUnit: 'month',
      price: 4990,
      originalPrice: 5999,
      label: 'Best value',
      sort: 0,
    });
  });

  it('edits a package without moving it to another spec, clearing its label', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ ...base, [PATHS.updatePrice]: () => true });
    renderPage(<CataloguePage />, { url: '/?tab=prices' });
    fireEvent.click(await screen.findByTestId('edit-price-11'));
    await screen.findByTestId('price-label');
    typeInto('price-label', '');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.updatePrice)).toHaveLength(1));
    expect(server.to(PATHS.updatePrice)[0]!.body).toEqual({
      id: 11,
      orderType: 'purchase',
      duration: 1,
      durationUnit: 'month',
      price: 1990,
      originalPrice: 2990,
      label: null,
      sort: 0,
    });
  });
});
