import { feedbackAdminApi, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSelect, refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs, typeInto } from '../../test/admin-test-kit';
import FeedbackPage from './feedback-page';
import LeadsPage from './leads-page';

const PATHS = {
  page: feedbackAdminApi.endpoints.page.path,
  reply: feedbackAdminApi.endpoints.reply.path,
  leads: feedbackAdminApi.endpoints.leadPage.path,
  leadReply: feedbackAdminApi.endpoints.leadReply.path,
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
  },
];
const page = (rows = ROWS) => ({ list: rows, total: 42 });

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

describe('the feedback screen', () => {
  it('lists the members’ feedback, server-paged, and filters by reply status', async () => {
    signInAs(['system:feedback:query']);
    const server = serveApi({ [PATHS.page]: (request) => page(request.query.replied === 'false' ? [ROWS[0]!] : ROWS) });
    renderPage(<FeedbackPage />);
    const list = await screen.findByTestId('feedback-list');
    await within(list).findByText('Phone reboots after install');
    expect(within(list).getByText('Chinese input in group control')).toBeTruthy();
    expect(within(list).getByText('Awaiting reply')).toBeTruthy();
    expect(within(list).getByText('42 in total')).toBeTruthy();
    expect(server.to(PATHS.page)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });

    openSelect('filter-replied');
    fireEvent.click(await screen.findByTitle('Awaiting reply'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', replied: 'false' }));
    await waitFor(() => expect(within(list).queryByText('Chinese input in group control')).toBeNull());

    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20' }));
  });

  it('shows a feedback with its reply in the drawer; without the reply permission there is no reply button', async () => {
    signInAs(['system:feedback:query']);
    serveApi({ [PATHS.page]: () => page() });
    renderPage(<FeedbackPage />);
    await screen.findByText('Phone reboots after install');
    expect(screen.queryByTestId('reply-4')).toBeNull();
    fireEvent.click(screen.getByTestId('view-4'));
    expect((await screen.findByTestId('drawer-message')).textContent).toBe('The followers do not type Chinese.');
    expect(screen.getByTestId('drawer-reply-content').textContent).toBe('Use the system keyboard.');
    expect(screen.queryByTestId('drawer-reply')).toBeNull();
  });

  it('sends a reply to the member, says so, refetches the list and shows the reply in the open drawer', async () => {
    signInAs(['system:feedback:query', 'system:feedback:reply']);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.reply]: () => true });
    renderPage(<FeedbackPage />);
    fireEvent.click(await screen.findByTestId('view-9'));
    expect(await screen.findByText('Not replied yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('drawer-reply'));
    await screen.findByTestId('reply-content');
    typeInto('reply-content', '  We are looking into it.  ');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.reply)).toHaveLength(1));
    expect(server.to(PATHS.reply)[0]!).toMatchObject({ method: 'POST', body: { id: 9, replyContent: '  We are looking into it.  ' } });
    expect(await screen.findByText('The reply was sent to the member')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));
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
});

describe('the enterprise enquiries screen', () => {
  it('lists the enquiries and replies to one', async () => {
    signInAs(['member:lead:query', 'member:lead:reply']);
    const lead = {
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
    };
    const server = serveApi({ [PATHS.leads]: () => ({ list: [lead], total: 1 }), [PATHS.leadReply]: () => true });
    renderPage(<LeadsPage />);
    expect(await screen.findByText('Galaxy Games')).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reply-2'));
    typeInto('reply-content', 'Our sales team will call you.');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.leadReply)[0]?.body).toEqual({ id: 2, replyContent: 'Our sales team will call you.' }));
    expect(await screen.findByText('The reply was sent to the member')).toBeTruthy();
  });
});
