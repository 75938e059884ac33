import { dictDataAdminApi, dictTypeAdminApi, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSelect, refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs, typeInto } from '../../test/admin-test-kit';
import DictDataPage from './dict-data-page';
import DictsPage from './dicts-page';

const TYPES = {
  list: dictTypeAdminApi.endpoints.list.path,
  all: dictTypeAdminApi.endpoints.optionSelect.path,
  create: dictTypeAdminApi.endpoints.create.path,
  update: dictTypeAdminApi.endpoints.update.path,
};
const DATA = { list: dictDataAdminApi.endpoints.list.path, create: dictDataAdminApi.endpoints.create.path };
/** The id-carrying paths (GET/DELETE …/type/7) under one key each. */
const keyOf = (path: string) =>
  /^\/admin-api\/system\/dict\/type\/\d+$/.test(path)
    ? 'type/:dictId'
    : /^\/admin-api\/system\/dict\/data\/\d+$/.test(path)
      ? 'data/:dictCode'
      : path;

const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const TYPE_ROWS = [
  { dictId: 3, dictName: 'Business status', dictType: 'member_business_status', status: 0, remark: 'Spec point 3', createTime: AT },
  { dictId: 5, dictName: 'Old tips', dictType: 'old_tips', status: 1, remark: null, createTime: AT },
];
const DATA_ROWS = [
  {
    dictCode: 11,
    dictSort: 1,
    dictLabel: '正常',
    dictLabelEn: 'Normal',
    dictValue: '0',
    dictType: 'member_business_status',
    cssClass: '',
    listClass: 'success',
    status: 0,
    remark: null,
    createTime: AT,
  },
  {
    dictCode: 12,
    dictSort: 2,
    dictLabel: '冻结',
    dictLabelEn: 'Frozen',
    dictValue: '1',
    dictType: 'member_business_status',
    cssClass: '',
    listClass: 'danger',
    status: 0,
    remark: 'Shown in red',
    createTime: AT,
  },
];

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

describe('the dictionary types screen', () => {
  it('lists the types server-paged, links each to its entries, and filters', async () => {
    signInAs(['system:dict:query']);
    const server = serveApi({ [TYPES.list]: () => ({ list: TYPE_ROWS, total: 2 }) }, keyOf);
    renderPage(<DictsPage />);
    const list = await screen.findByTestId('dict-types-list');
    expect(await within(list).findByText('Business status')).toBeTruthy();
    expect(within(list).getByTestId('entries-link-member_business_status').getAttribute('href')).toBe('/dicts/member_business_status');
    expect(within(list).getByText('Disabled')).toBeTruthy();
    expect(server.to(TYPES.list)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });

    typeInto('filter-dict-type', 'member');
    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('Normal'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(TYPES.list).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', dictType: 'member', status: '0' }),
    );
  });

  it('hides create, edit and delete from an operator who may only read', async () => {
    signInAs(['system:dict:query']);
    serveApi({ [TYPES.list]: () => ({ list: TYPE_ROWS, total: 2 }) }, keyOf);
    renderPage(<DictsPage />);
    await screen.findByText('Business status');
    expect(screen.queryByTestId('dict-type-add')).toBeNull();
    expect(screen.queryByTestId('edit-3')).toBeNull();
    expect(screen.queryByTestId('delete-3')).toBeNull();
    expect(screen.getByTestId('entries-3')).toBeTruthy();
  });

  it('checks a new type as the server does, sends it, and shows the server’s refusal in the dialog', async () => {
    signInAs(['system:dict:query', 'system:dict:create']);
    const server = serveApi(
      {
        [TYPES.list]: () => ({ list: TYPE_ROWS, total: 2 }),
        [TYPES.create]: (_, calls) => (calls === 1 ? refusal(1002004003, translate('system.dict.type.taken', 'en-US')) : 9),
      },
      keyOf,
    );
    renderPage(<DictsPage />);
    fireEvent.click(await screen.findByTestId('dict-type-add'));
    await screen.findByTestId('field-dict-name');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('system.dict.name.required', 'en-US'))).toBeTruthy();
    typeInto('field-dict-name', 'Phone tips');
    typeInto('field-dict-type', 'Phone-Tips');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('system.dict.type.pattern', 'en-US'))).toBeTruthy();
    expect(server.to(TYPES.create)).toHaveLength(0);

    typeInto('field-dict-type', 'phone_tips');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain(translate('system.dict.type.taken', 'en-US'));
    expect(server.to(TYPES.create)[0]!).toMatchObject({
      method: 'POST',
      body: { dictName: 'Phone tips', dictType: 'phone_tips', status: 0 },
    });

    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(server.to(TYPES.list)).toHaveLength(2));
  });

  it('edits a type with its id and deletes one after asking; a refusal to delete is shown', async () => {
    signInAs(['*:*:*'], ['admin']);
    const server = serveApi(
      {
        [TYPES.list]: () => ({ list: TYPE_ROWS, total: 2 }),
        [TYPES.update]: () => true,
        'type/:dictId': () => refusal(1002004005, '"Business status" still has entries and cannot be deleted'),
      },
      keyOf,
    );
    renderPage(<DictsPage />);
    fireEvent.click(await screen.findByTestId('edit-3'));
    await screen.findByTestId('field-dict-name');
    typeInto('field-dict-name', 'Member business status');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(TYPES.update)).toHaveLength(1));
    expect(server.to(TYPES.update)[0]!).toMatchObject({
      method: 'PUT',
      body: { dictId: 3, dictName: 'Member business status', dictType: 'member_business_status', status: 0, remark: 'Spec point 3' },
    });

    fireEvent.click(screen.getByTestId('delete-3'));
    expect((await screen.findAllByText('Delete the dictionary type "Business status"?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to('type/:dictId')[0]).toMatchObject({ method: 'DELETE', path: '/admin-api/system/dict/type/3' }));
    expect(await screen.findByText('"Business status" still has entries and cannot be deleted')).toBeTruthy();
  });
});

describe('a dictionary type’s entries', () => {
  const route = { url: '/dicts/member_business_status', path: '/dicts/:dictType' };

  it('lists the type’s entries with both labels in their list style, under the type’s name', async () => {
    signInAs(['system:dict:query']);
    const server = serveApi({ [TYPES.all]: () => TYPE_ROWS, [DATA.list]: () => ({ list: DATA_ROWS, total: 2 }) }, keyOf);
    renderPage(<DictDataPage />, route);
    const list = await screen.findByTestId('dict-data-list');
    expect(await within(list).findByText('冻结')).toBeTruthy();
    expect(within(list).getByText('Frozen').closest('[data-list-class]')?.getAttribute('data-list-class')).toBe('danger');
    expect((await screen.findByTestId('dict-heading')).textContent).toBe('Entries of Business status');
    expect(server.to(DATA.list)[0]!.query).toEqual({ pageNo: '1', pageSize: '20', dictType: 'member_business_status' });
    // Read only: no new, edit, delete or export.
    expect(screen.queryByTestId('dict-data-add')).toBeNull();
    expect(screen.queryByTestId('edit-11')).toBeNull();
    expect(screen.queryByTestId('list-export')).toBeNull();

    typeInto('filter-label', 'froz');
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(DATA.list).at(-1)!.query).toEqual({
        pageNo: '1',
        pageSize: '20',
        dictType: 'member_business_status',
        dictLabel: 'froz',
      }),
    );
  });

  it('adds an entry to the type with its list style previewed, and shows a refused value in the dialog', async () => {
    signInAs(['system:dict:query', 'system:dict:create', 'system:dict:export']);
    const server = serveApi(
      {
        [TYPES.all]: () => TYPE_ROWS,
        [DATA.list]: () => ({ list: DATA_ROWS, total: 2 }),
        [DATA.create]: () => refusal(1002004010, translate('system.dict.value.taken', 'en-US')),
      },
      keyOf,
    );
    renderPage(<DictDataPage />, route);
    expect(await screen.findByTestId('list-export')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('dict-data-add'));
    await screen.findByTestId('field-label');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('system.dict.label.required', 'en-US'))).toBeTruthy();
    expect(screen.getByText(translate('system.dict.value.required', 'en-US'))).toBeTruthy();

    typeInto('field-label', '欠费');
    typeInto('field-label-en', 'Overdue');
    typeInto('field-value', '1');
    typeInto('field-sort', '3');
    openSelect('field-list-class');
    fireEvent.click(await screen.findByText('Warning'));
    const preview = await screen.findByTestId('dict-preview');
    await waitFor(() => expect(within(preview).getByText('Overdue').getAttribute('data-list-class')).toBe('warning'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain(translate('system.dict.value.taken', 'en-US'));
    expect(server.to(DATA.create)[0]!).toMatchObject({
      method: 'POST',
      body: {
        dictType: 'member_business_status',
        dictLabel: '欠费',
        dictLabelEn: 'Overdue',
        dictValue: '1',
        dictSort: 3,
        status: 0,
        listClass: 'warning',
      },
    });
  });

  it('says so when the type does not exist', async () => {
    signInAs(['system:dict:query']);
    serveApi({ [TYPES.all]: () => TYPE_ROWS, [DATA.list]: () => ({ list: [], total: 0 }) }, keyOf);
    renderPage(<DictDataPage />, { url: '/dicts/no_such', path: '/dicts/:dictType' });
    expect(await screen.findByText('There is no dictionary type no_such')).toBeTruthy();
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
  });
});
