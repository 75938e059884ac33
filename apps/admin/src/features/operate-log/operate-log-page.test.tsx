import { operateLogAdminApi } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSelect, renderPage, resetConsole, serveApi, setUpConsole, signInAs, typeInto } from '../../test/admin-test-kit';
import { operateLogQuery } from './api';
import { changedCount, jsonLines } from './json-diff';
import OperateLogPage from './operate-log-page';

const PATHS = { page: operateLogAdminApi.endpoints.page.path };
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const ROWS = [
  {
    id: 31,
    userName: 'admin',
    method: 'PUT',
    path: '/admin-api/system/config',
    before: { configId: 1, configKey: 'notice.reminder.dueDays', configValue: '3,1', configType: 'Y', updateTime: AT - 1000 },
    after: { configId: '1', configKey: 'notice.reminder.dueDays', configValue: '7,3,1', configType: 'Y', remark: 'longer' },
    ip: '10.0.0.8',
    createTime: AT,
  },
  {
    id: 30,
    userName: 'ops1',
    method: 'POST',
    path: '/admin-api/system/user',
    before: null,
    after: { userName: 'finance2', password: '******', roles: ['finance'] },
    ip: null,
    createTime: AT - 60_000,
  },
];

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

describe('the audit log screen', () => {
  it('lists the writes as the server orders them (newest first) and filters by operator and method', async () => {
    signInAs(['system:operate-log:query']);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 2 }) });
    renderPage(<OperateLogPage />);
    const list = await screen.findByTestId('operate-log-list');
    await within(list).findByText('/admin-api/system/config');
    const ids = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(ids).toEqual(['31', '30']);
    expect(screen.queryByTestId('list-export')).toBeNull();

    typeInto('filter-user-name', ' ops1 ');
    typeInto('filter-path', '/system/user');
    openSelect('filter-method');
    fireEvent.click(await screen.findByTitle('DELETE'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(PATHS.page).at(-1)!.query).toEqual({
        pageNo: '1',
        pageSize: '20',
        userName: 'ops1',
        path: '/system/user',
        method: 'DELETE',
      }),
    );
  });

  it('shows before and after side by side with the changed fields highlighted', async () => {
    signInAs(['system:operate-log:query', 'system:operate-log:export']);
    serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 2 }) });
    renderPage(<OperateLogPage />);
    expect(await screen.findByTestId('list-export')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('view-31'));
    const after = await screen.findByTestId('json-after');
    const before = screen.getByTestId('json-before');
    const marked = (pane: HTMLElement, mark: string) =>
      [...pane.querySelectorAll(`[data-mark="${mark}"]`)].map((line) => line.textContent!.trim());
    expect(marked(after, 'changed')).toEqual(['"configValue": "7,3,1",']);
    expect(marked(after, 'added')).toEqual(['"remark": "longer"']);
    expect(marked(before, 'changed')).toEqual(['"configValue": "3,1",']);
    // The id sent as "1" is the same id; a field the call did not send is not a change.
    expect(marked(before, 'added')).toEqual([]);
    expect(screen.getByTestId('log-changed').textContent).toBe('2 fields changed (highlighted)');
    expect(within(screen.getByTestId('log-drawer')).getByText('10.0.0.8')).toBeTruthy();
  });

  it('shows a create with nothing before and its masked input', async () => {
    signInAs(['system:operate-log:query']);
    serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 2 }) });
    renderPage(<OperateLogPage />);
    fireEvent.click(await screen.findByTestId('view-30'));
    expect((await screen.findByTestId('json-before')).textContent).toContain('None (a new record');
    expect(screen.getByTestId('json-after').textContent).toContain('"password": "******"');
    expect(screen.queryByTestId('log-changed')).toBeNull();
  });
});

describe('the audit log’s helpers', () => {
  it('sends the time range in epoch ms and drops empty filters', () => {
    const from = dayjs(new Date(2030, 0, 2, 8, 30, 0));
    const to = dayjs(new Date(2030, 0, 3, 18, 0, 0));
    expect(operateLogQuery({ userName: '  ', path: ' /x ', range: [from, to] })).toEqual({
      userName: undefined,
      path: '/x',
      method: undefined,
      beginTime: from.valueOf(),
      endTime: to.valueOf() + 999,
    });
    expect(operateLogQuery({})).toEqual({
      userName: undefined,
      path: undefined,
      method: undefined,
      beginTime: undefined,
      endTime: undefined,
    });
  });

  it('marks nested changes field by field and does not compare a list with an object', () => {
    const before = { id: 1, profile: { nickName: 'a', email: null }, roles: ['ops'] };
    const after = { id: 1, profile: { nickName: 'b', email: null }, roles: ['ops', 'finance'] };
    const lines = jsonLines(after, before, 'after');
    expect(lines.filter((l) => l.mark).map((l) => l.text.trim())).toEqual(['"nickName": "b",', '"roles": [', '"ops",', '"finance"', ']']);
    expect(changedCount(before, after)).toBe(2);
    expect(changedCount([{ id: 1 }], { rows: [] })).toBeNull();
    expect(jsonLines({ rows: [] }, [{ id: 1 }], 'after').some((l) => l.mark)).toBe(false);
  });
});
