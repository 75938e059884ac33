import { feedbackAdminApi, LEAD_STATUS, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSelect, refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs, typeInto } from '../../test/admin-test-kit';
import FeedbackPage from './feedback-page';
import LeadsPage from './leads-page';

const PATHS = {
  page: feedbackAdminApi.endpoints.page.path,
  get: feedbackAdminApi.endpoints.get.path,
  reply: feedbackAdminApi.endpoints.reply.path,
  close: feedbackAdminApi.endpoints.close.path,
  leads: feedbackAdminApi.endpoints.leadPage.path,
  leadReply: feedbackAdminApi.endpoints.leadReply.path,
  leadStatus: feedbackAdminApi.endpoints.leadUpdateStatus.path,
};
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const ROWS = [
  {
    id: 9,
    feedbackTitle: 'Phone reboots after install',
    feedbackContent: 'It restarts every few minutes.',
    createTime: AT,
    replyContent: null,
    replyTime: null,
    memberId: 3,
    memberPhone: '13700137000',
    read: false,
    closed: false,
  },
  {
    id: 4,
    feedbackTitle: 'Chinese input in group control',
    feedbackContent: 'The followers do not type Chinese.',
    createTime: AT - 86_400_000,
    replyContent: 'Use the system keyboard.',
    replyTime: AT - 3_600_000,
    memberId: 1,
    memberPhone: '13800138000',
    read: true,
    closed: true,
  },
];
const page = (rows = ROWS) => ({ list: rows, total: 42 });
/** `get` answers the row as the server has it once opened: read. */
const get = (request: { query: Record<string, string> }) => ({ ...ROWS.find((row) => row.id === Number(request.query.id))!, read: true });
const LEAD = {
  id: 2,
  company: 'Galaxy Games',
  contact: 'Wang',
  phone: '13700137001',
  fleetSize: 300,
  message: 'We need 300 phones.',
  createTime: AT,
  replyContent: null,
  replyTime: null,
  memberId: 3,
  memberPhone: '13700137000',
  status: LEAD_STATUS.new,
};

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

describe('the feedback screen', () => {
  it('lists the members’ feedback, server-paged, with unread, replied and closed states, and filters by them', async () => {
    signInAs(['system:feedback:query']);
    const server = serveApi({
      [PATHS.page]: (request) => page(request.query.replied === 'false' || request.query.closed === 'false' ? [ROWS[0]!] : ROWS),
    });
    renderPage(<FeedbackPage />);
    const list = await screen.findByTestId('feedback-list');
    await within(list).findByText('Phone reboots after install');
    expect(within(list).getByText('Chinese input in group control')).toBeTruthy();
    expect(within(list).getByText('42 in total')).toBeTruthy();
    expect(server.to(PATHS.page)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });
    const [unread, closed] = within(list).getAllByTestId('feedback-state');
    expect(unread!.textContent).toBe('UnreadAwaiting reply');
    // A closed one says closed (not replied): nothing is expected of it any more.
    expect(closed!.textContent).toBe('Closed');
    expect(within(list).getByText('Phone reboots after install').className).toContain('adm-cell-clamp--strong');
    expect(within(list).getByText('Chinese input in group control').className).not.toContain('adm-cell-clamp--strong');

    openSelect('filter-replied');
    fireEvent.click(await screen.findByTitle('Awaiting reply'));
    openSelect('filter-closed');
    fireEvent.click(await screen.findByTitle('Open'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', replied: 'false', closed: 'false' }),
    );
    await waitFor(() => expect(within(list).queryByText('Chinese input in group control')).toBeNull());

    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20' }));
  });

  it('opening a feedback asks the server for it (which marks it read) and refetches the list; without the reply permission there is no reply or close', async () => {
    signInAs(['system:feedback:query']);
    let opened = false;
    const server = serveApi({
      [PATHS.page]: () => page(opened ? [{ ...ROWS[0]!, read: true }, ROWS[1]!] : ROWS),
      [PATHS.get]: (request) => {
        opened = true;
        return { ...get(request), feedbackContent: 'It restarts every few minutes (fresh).' };
      },
    });
    renderPage(<FeedbackPage />);
    await screen.findByText('Phone reboots after install');
    expect(screen.queryByTestId('reply-9')).toBeNull();
    expect(screen.queryByTestId('close-9')).toBeNull();
    fireEvent.click(screen.getByTestId('view-9'));
    await waitFor(() => expect(server.to(PATHS.get)).toHaveLength(1));
    expect(server.to(PATHS.get)[0]).toMatchObject({ method: 'GET', query: { id: '9' } });
    // The drawer shows the server's copy, and the list no longer says unread.
    await waitFor(() => expect(screen.getByTestId('drawer-message').textContent).toBe('It restarts every few minutes (fresh).'));
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));
    await waitFor(() => expect(within(screen.getByTestId('feedback-list')).queryByText('Unread')).toBeNull());
    expect(screen.queryByTestId('drawer-reply')).toBeNull();
  });

  it('opening one already read does not refetch the list; a failed get keeps the list’s copy in the drawer', async () => {
    signInAs(['system:feedback:query']);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.get]: () => refusal(404, 'The feedback does not exist', 404) });
    renderPage(<FeedbackPage />);
    fireEvent.click(await screen.findByTestId('view-4'));
    await waitFor(() => expect(server.to(PATHS.get)).toHaveLength(1));
    expect((await screen.findByTestId('drawer-message')).textContent).toBe('The followers do not type Chinese.');
    expect(screen.getByTestId('drawer-reply-content').textContent).toBe('Use the system keyboard.');
    expect(await screen.findByText('The feedback does not exist')).toBeTruthy();
    expect(server.to(PATHS.page)).toHaveLength(1);
  });

  it('closes a feedback after confirming, from the list or the drawer, and refetches the list; a closed one has no close', async () => {
    signInAs(['system:feedback:query', 'system:feedback:reply']);
    let closed = false;
    const server = serveApi({
      [PATHS.page]: () => page(closed ? [{ ...ROWS[0]!, closed: true }, ROWS[1]!] : ROWS),
      [PATHS.get]: get,
      [PATHS.close]: () => {
        closed = true;
        return true;
      },
    });
    renderPage(<FeedbackPage />);
    await screen.findByText('Phone reboots after install');
    expect(screen.queryByTestId('close-4')).toBeNull();
    fireEvent.click(screen.getByTestId('close-9'));
    expect(await screen.findAllByText('Close the feedback "Phone reboots after install"?')).not.toHaveLength(0);
    expect(server.to(PATHS.close)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.close)).toHaveLength(1));
    expect(server.to(PATHS.close)[0]).toMatchObject({ method: 'PUT', body: { id: 9 } });
    expect(await screen.findByText('The feedback was closed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('close-9')).toBeNull());
    expect(server.to(PATHS.page)).toHaveLength(2);
  });

  it('closes from the drawer, which then says closed', async () => {
    signInAs(['system:feedback:query', 'system:feedback:reply']);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.get]: get, [PATHS.close]: () => true });
    renderPage(<FeedbackPage />);
    fireEvent.click(await screen.findByTestId('view-9'));
    const drawer = await screen.findByTestId('conversation-drawer');
    await waitFor(() => expect(server.to(PATHS.get)).toHaveLength(1));
    expect(within(drawer).getByTestId('close-9').textContent).toBe('Close feedback');
    fireEvent.click(within(drawer).getByTestId('close-9'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.close)[0]?.body).toEqual({ id: 9 }));
    await waitFor(() => expect(within(drawer).getByTestId('feedback-state').textContent).toBe('Closed'));
    expect(within(drawer).queryByTestId('close-9')).toBeNull();
  });

  it('sends a reply to the member, says so, refetches the list and shows the reply in the open drawer', async () => {
    signInAs(['system:feedback:query', 'system:feedback:reply']);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.get]: get, [PATHS.reply]: () => true });
    renderPage(<FeedbackPage />);
    fireEvent.click(await screen.findByTestId('view-9'));
    expect(await screen.findByText('Not replied yet')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2)); // opened: no longer unread
    fireEvent.click(screen.getByTestId('drawer-reply'));
    await screen.findByTestId('reply-content');
    typeInto('reply-content', '  We are looking into it.  ');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.reply)).toHaveLength(1));
    expect(server.to(PATHS.reply)[0]!).toMatchObject({ method: 'POST', body: { id: 9, replyContent: '  We are looking into it.  ' } });
    expect(await screen.findByText('The reply was sent to the member')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(3));
    expect((await screen.findByTestId('drawer-reply-content')).textContent).toBe('We are looking into it.');
  });

  it('keeps the dialog open with the reason when the reply is empty or refused', async () => {
    signInAs(['*:*:*'], ['admin']);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.reply]: () => refusal(404, 'The feedback does not exist', 404) });
    renderPage(<FeedbackPage />);
    fireEvent.click(await screen.findByTestId('reply-9'));
    await screen.findByTestId('reply-content');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('feedback.reply.required', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.reply)).toHaveLength(0);
    typeInto('reply-content', 'Fixed now.');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('The feedback does not exist');
    expect(screen.getByTestId('reply-content')).toBeTruthy();
    expect(server.to(PATHS.page)).toHaveLength(1);
  });

  it('shows an error with a retry when the list cannot load', async () => {
    signInAs(['system:feedback:query']);
    let fail = true;
    serveApi({ [PATHS.page]: () => (fail ? refusal(500, 'Unknown system error', 500) : page()) });
    renderPage(<FeedbackPage />);
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('Phone reboots after install')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    setUpConsole('zh-CN');
    signInAs(['system:feedback:query', 'system:feedback:reply']);
    serveApi({ [PATHS.page]: () => page() });
    renderPage(<FeedbackPage />);
    const list = await screen.findByTestId('feedback-list');
    await within(list).findByText('Phone reboots after install');
    expect(
      within(list)
        .getAllByTestId('feedback-state')
        .map((tags) => tags.textContent),
    ).toEqual(['未读待回复', '已关闭']);
    expect(within(list).getByTestId('close-9').textContent).toBe('关闭');
    fireEvent.click(screen.getByTestId('close-9'));
    expect(await screen.findAllByText('关闭反馈“Phone reboots after install”？')).not.toHaveLength(0);
  });
});

describe('the enterprise enquiries screen', () => {
  it('lists the enquiries with their status and replies to one', async () => {
    signInAs(['member:lead:query', 'member:lead:reply']);
    const server = serveApi({ [PATHS.leads]: () => ({ list: [LEAD], total: 1 }), [PATHS.leadReply]: () => true });
    renderPage(<LeadsPage />);
    expect(await screen.findByText('Galaxy Games')).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
    expect(screen.getByText('13700137001')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reply-2'));
    typeInto('reply-content', 'Our sales team will call you.');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.leadReply)[0]?.body).toEqual({ id: 2, replyContent: 'Our sales team will call you.' }));
    expect(await screen.findByText('The reply was sent to the member')).toBeTruthy();
  });

  it('filters by status and changes where a lead stands', async () => {
    signInAs(['member:lead:query', 'member:lead:reply']);
    let status: number = LEAD_STATUS.new;
    const server = serveApi({
      [PATHS.leads]: () => ({ list: [{ ...LEAD, status }], total: 1 }),
      [PATHS.leadStatus]: (request) => {
        status = (request.body as { status: number }).status;
        return true;
      },
    });
    renderPage(<LeadsPage />);
    await screen.findByText('Galaxy Games');
    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('Won'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(server.to(PATHS.leads).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', status: '2' }));

    openSelect('lead-status-2');
    const contacted = (await screen.findAllByTitle('Contacted')).at(-1)!;
    fireEvent.click(contacted);
    await waitFor(() => expect(server.to(PATHS.leadStatus)).toHaveLength(1));
    expect(server.to(PATHS.leadStatus)[0]).toMatchObject({ method: 'PUT', body: { id: 2, status: LEAD_STATUS.contacted } });
    expect(await screen.findByText('The status was updated')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.leads).length).toBeGreaterThanOrEqual(3));
  });

  it('shows the status read-only without the reply permission', async () => {
    signInAs(['member:lead:query']);
    const server = serveApi({ [PATHS.leads]: () => ({ list: [{ ...LEAD, status: LEAD_STATUS.lost }], total: 1 }) });
    renderPage(<LeadsPage />);
    await screen.findByText('Galaxy Games');
    expect(screen.getByTestId('lead-status').textContent).toBe('Lost');
    expect(screen.queryByTestId('lead-status-2')).toBeNull();
    expect(screen.queryByTestId('reply-2')).toBeNull();
    expect(server.to(PATHS.leadStatus)).toHaveLength(0);
  });

  it('leaves the stored status when the change is refused', async () => {
    signInAs(['member:lead:query', 'member:lead:reply']);
    const server = serveApi({
      [PATHS.leads]: () => ({ list: [LEAD], total: 1 }),
      [PATHS.leadStatus]: () => refusal(403, 'No permission', 403),
    });
    renderPage(<LeadsPage />);
    await screen.findByText('Galaxy Games');
    openSelect('lead-status-2');
    fireEvent.click((await screen.findAllByTitle('Lost')).at(-1)!);
    await waitFor(() => expect(server.to(PATHS.leadStatus)).toHaveLength(1));
    expect(await screen.findByText('No permission')).toBeTruthy();
    expect(screen.queryByText('The status was updated')).toBeNull();
    expect(screen.getByTestId('lead-status-2').textContent).toContain('New');
  });
});
