import { membersAdminApi, noticesAdminApi, translate, type NoticeRecord } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSelect, refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs, typeInto } from '../../test/admin-test-kit';
import NoticesPage from './notices-page';
import { noticesEnUS } from './strings.en-us';
import { noticesZhCN } from './strings.zh-cn';

const { endpoints } = noticesAdminApi;
const PATHS = {
  list: endpoints.list.path,
  notice: endpoints.create.path,
  send: endpoints.send.path,
  members: membersAdminApi.endpoints.page.path,
};
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const notice = (noticeId: number, extra: Partial<NoticeRecord> = {}): NoticeRecord => ({
  noticeId,
  noticeTitle: `Maintenance ${noticeId}`,
  noticeType: 1,
  noticeContent: '<p>Servers restart at <b>02:00</b>.</p>',
  audience: 0,
  recipients: 120,
  createBy: 'admin',
  createTime: AT,
  updateBy: 'admin',
  updateTime: AT,
  ...extra,
});
const ROWS = [notice(7), notice(5, { noticeTitle: 'Renew soon', noticeType: 3, audience: 1, recipients: 2, createBy: null })];
const page = <T,>(rows: T[]) => ({ list: rows, total: rows.length });
const member = (id: number, phone: string, nickname: string) => ({
  id,
  phone,
  nickname,
  email: null,
  status: 0,
  channelCode: 'default',
  point: 0,
  createTime: AT,
  phoneCount: 1,
  deleted: false,
});

const READ = 'system:notice:query';
const ALL = [READ, 'system:notice:create', 'system:notice:update', 'member:member:query'];

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

const chooseOption = async (selectTestId: string, title: string) => {
  openSelect(selectTestId);
  fireEvent.click(await screen.findByTitle(title));
};

describe('the notices screen', () => {
  it('lists the sent notices with their type, audience and reach, and filters by type', async () => {
    signInAs([READ]);
    const server = serveApi({ [PATHS.list]: (request) => page(request.query.noticeType === '3' ? [ROWS[1]!] : ROWS) });
    renderPage(<NoticesPage />);
    const list = await screen.findByTestId('notices-list');
    await within(list).findByText('Maintenance 7');
    expect(within(list).getByText('Renew soon')).toBeTruthy();
    expect(within(list).getByText('Due reminder')).toBeTruthy();
    expect(within(list).getByText('Chosen members')).toBeTruthy();
    expect(server.to(PATHS.list)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });

    await chooseOption('filter-type', 'Due reminder');
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(server.to(PATHS.list).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', noticeType: '3' }));
    await waitFor(() => expect(within(list).queryByText('Maintenance 7')).toBeNull());
  });

  it('shows a notice’s content sanitised in the drawer', async () => {
    signInAs([READ]);
    serveApi({
      [PATHS.list]: () =>
        page([notice(7, { noticeContent: '<p>Hello</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>' })]),
    });
    renderPage(<NoticesPage />);
    fireEvent.click(await screen.findByTestId('view-7'));
    const content = await screen.findByTestId('drawer-content');
    expect(content.textContent).toBe('Hello');
    expect(content.innerHTML).not.toContain('onerror');
    expect(content.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('hides new, send and edit from an operator who may only read', async () => {
    signInAs([READ]);
    serveApi({ [PATHS.list]: () => page(ROWS) });
    renderPage(<NoticesPage />);
    await screen.findByText('Maintenance 7');
    expect(screen.queryByTestId('notice-create')).toBeNull();
    expect(screen.queryByTestId('notice-send')).toBeNull();
    expect(screen.queryByTestId('edit-7')).toBeNull();
    fireEvent.click(screen.getByTestId('view-7'));
    await screen.findByTestId('drawer-content');
    expect(screen.queryByTestId('drawer-edit')).toBeNull();
  });

  it('requires the title and type with the spec’s messages, then sends the legacy notice body', async () => {
    signInAs(ALL);
    const server = serveApi({ [PATHS.list]: () => page(ROWS), [PATHS.notice]: () => 31 });
    renderPage(<NoticesPage />);
    fireEvent.click(await screen.findByTestId('notice-create'));
    await screen.findByTestId('notice-title');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('Notice title cannot be empty')).toBeTruthy();
    expect(screen.getByText('Notice type cannot be empty')).toBeTruthy();
    expect(server.to(PATHS.notice)).toHaveLength(0);

    typeInto('notice-title', ' Upgrade tonight ');
    await chooseOption('notice-type', 'All members');
    typeInto('notice-content', '<p>From <b>01:00</b></p><script>alert(1)</script>');
    const preview = await screen.findByTestId('notice-content-preview');
    expect(preview.innerHTML).toBe('<p>From <b>01:00</b></p>');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.notice)).toHaveLength(1));
    expect(server.to(PATHS.notice)[0]).toMatchObject({
      method: 'POST',
      body: { noticeTitle: 'Upgrade tonight', noticeType: 1, noticeContent: '<p>From <b>01:00</b></p><script>alert(1)</script>' },
    });
    expect(await screen.findByText("Sent to the members' message center")).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.list)).toHaveLength(2));
  });

  it('says the spec’s messages in Chinese too', async () => {
    setUpConsole('zh-CN');
    signInAs(ALL);
    serveApi({ [PATHS.list]: () => page(ROWS) });
    renderPage(<NoticesPage />);
    fireEvent.click(await screen.findByTestId('notice-create'));
    await screen.findByTestId('notice-title');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('公告标题不能为空')).toBeTruthy();
    expect(screen.getByText('公告类型不能为空')).toBeTruthy();
  });

  it('edits a notice with PUT and its noticeId, and shows a refusal in the dialog', async () => {
    signInAs(ALL);
    let refuse = true;
    const server = serveApi({
      [PATHS.list]: () => page(ROWS),
      [PATHS.notice]: () => (refuse ? refusal(1002004010, 'This notice does not exist', 400) : true),
    });
    renderPage(<NoticesPage />);
    fireEvent.click(await screen.findByTestId('edit-7'));
    await waitFor(() => expect((screen.getByTestId('notice-title') as HTMLInputElement).value).toBe('Maintenance 7'));
    typeInto('notice-title', 'Maintenance moved');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('This notice does not exist');
    expect(server.to(PATHS.notice)[0]).toMatchObject({
      method: 'PUT',
      body: { noticeId: 7, noticeTitle: 'Maintenance moved', noticeType: 1, noticeContent: ROWS[0]!.noticeContent },
    });
    refuse = false;
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText("Updated; the members' copies show the edit")).toBeTruthy();
  });

  it('sends a message to chosen members found by their phone number', async () => {
    signInAs(ALL);
    const server = serveApi({
      [PATHS.list]: () => page(ROWS),
      [PATHS.send]: (request) => (request.body as { memberIds?: number[] }).memberIds?.length ?? 300,
      [PATHS.members]: (request) =>
        page(
          [member(3, '13800138000', 'Alice'), member(4, '13900139000', 'Bob')].filter((m) => m.phone.includes(request.query.phone ?? '')),
        ),
    });
    renderPage(<NoticesPage />);
    fireEvent.click(await screen.findByTestId('notice-send'));
    fireEvent.click(await screen.findByLabelText('Chosen members'));
    const search = (await screen.findByTestId('notice-members')).querySelector('input')!;
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: '1380' } });
    fireEvent.click(await screen.findByTitle('13800138000 · Alice #3'));
    await waitFor(() => expect(server.to(PATHS.members).some((r) => r.query.phone === '1380' && r.query.status === '0')).toBe(true));
    typeInto('notice-title', 'Your gift');
    typeInto('notice-content', 'Enjoy 3 free days');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.send)).toHaveLength(1));
    expect(server.to(PATHS.send)[0]!.body).toEqual({ title: 'Your gift', type: 1, content: 'Enjoy 3 free days', memberIds: [3] });
  });

  it('sends a message to every member: the body names no one', async () => {
    signInAs(ALL);
    const server = serveApi({ [PATHS.list]: () => page(ROWS), [PATHS.send]: () => 300 });
    renderPage(<NoticesPage />);
    fireEvent.click(await screen.findByTestId('notice-send'));
    await screen.findByTestId('notice-title');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.notice.title', 'en-US'))).toBeTruthy();
    typeInto('notice-title', 'For all');
    typeInto('notice-content', 'Hello everyone');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.send)).toHaveLength(1));
    expect(server.to(PATHS.send)[0]!.body).toEqual({ title: 'For all', type: 1, content: 'Hello everyone' });
  });

  it('without the member list permission, sends to one phone number instead of a picker', async () => {
    signInAs([READ, 'system:notice:create']);
    const server = serveApi({ [PATHS.list]: () => page(ROWS), [PATHS.send]: () => 1 });
    renderPage(<NoticesPage />);
    fireEvent.click(await screen.findByTestId('notice-send'));
    await screen.findByTestId('notice-title');
    expect(screen.queryByLabelText('Chosen members')).toBeNull();
    fireEvent.click(screen.getByLabelText('By phone number'));
    typeInto('notice-phone', '123');
    typeInto('notice-title', 'Hi');
    typeInto('notice-content', 'Just you');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.phone.invalid', 'en-US'))).toBeTruthy();
    typeInto('notice-phone', '13800138000');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.send)).toHaveLength(1));
    expect(server.to(PATHS.send)[0]!.body).toEqual({ title: 'Hi', type: 1, content: 'Just you', memberPhone: '13800138000' });
    expect(server.to(PATHS.members)).toHaveLength(0);
  });

  it('shows an error with a retry when the list cannot load, and an empty list as such', async () => {
    signInAs([READ]);
    let fail = true;
    serveApi({ [PATHS.list]: () => (fail ? refusal(500, 'Unknown system error', 500) : page([])) });
    renderPage(<NoticesPage />);
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('has the same strings in both languages', () => {
    expectLocalePair(noticesZhCN, noticesEnUS);
  });
});
