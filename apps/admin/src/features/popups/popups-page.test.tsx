import { brandImagesAdminApi, popupNoticesAdminApi, translate, type AdminPopupNotice } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  consoleForEachTest,
  failThenRetry,
  openSelect,
  refusal,
  renderPage,
  serveApi,
  signInAs,
  typeInto,
} from '../../test/admin-test-kit';
import PopupsPage from './popups-page';
import { popupsEnUS } from './strings.en-us';
import { popupsZhCN } from './strings.zh-cn';

const { endpoints } = popupNoticesAdminApi;
const PATHS = {
  page: endpoints.page.path,
  create: endpoints.create.path,
  update: endpoints.update.path,
  remove: endpoints.remove.path,
  upload: brandImagesAdminApi.endpoints.upload.path,
};
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const popup = (id: number, extra: Partial<AdminPopupNotice> = {}): AdminPopupNotice => ({
  id,
  title: `Tip ${id}`,
  content: '<p>Renew <b>before</b> expiry</p>',
  contentType: 2,
  popFrequency: 2,
  popPriority: 0,
  msgType: 3,
  status: 0,
  startTime: null,
  endTime: null,
  createTime: AT,
  ...extra,
});
const IMAGE = `/app-api/system/front/image/${'a'.repeat(64)}.png`;
const ROWS = [
  popup(2),
  popup(1, { title: 'Spring sale', contentType: 1, content: IMAGE, popFrequency: 3, msgType: 4, status: 1, endTime: AT }),
];
const page = (rows = ROWS) => ({ list: rows, total: rows.length });
const READ = 'system:popup:query';
const ALL = [READ, 'system:popup:create', 'system:popup:update', 'system:popup:delete', 'system:front:update'];

consoleForEachTest();

describe('the popups screen', () => {
  it('lists the popups with their content, frequency, window and status, and filters by status', async () => {
    signInAs([READ]);
    const server = serveApi({ [PATHS.page]: (request) => page(request.query.status === '1' ? [ROWS[1]!] : ROWS) });
    renderPage(<PopupsPage />);
    const list = await screen.findByTestId('popups-list');
    await within(list).findByText('Tip 2');
    expect(within(list).getByText('Renew before expiry')).toBeTruthy();
    expect(within(list).getByText('Once a day')).toBeTruthy();
    expect(within(list).getByText('Only once')).toBeTruthy();
    expect(within(list).getByText('Type 4')).toBeTruthy();
    expect(within(list).getByText('Always')).toBeTruthy();
    expect(within(list).getByText(/^Until 2030-02-03 04:05$/)).toBeTruthy();
    expect(list.querySelector(`img[src="${IMAGE}"]`)).toBeTruthy();
    expect(server.to(PATHS.page)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });

    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('Disabled'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', status: '1' }));
    await waitFor(() => expect(within(list).queryByText('Tip 2')).toBeNull());
  });

  it('hides new, edit, enable and delete from an operator who may only read', async () => {
    signInAs([READ]);
    serveApi({ [PATHS.page]: () => page() });
    renderPage(<PopupsPage />);
    await screen.findByText('Tip 2');
    for (const id of ['popup-create', 'edit-2', 'toggle-2', 'delete-2']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('validates a new text popup with the contract’s messages and sends the whole notice', async () => {
    signInAs(ALL);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.create]: () => 9 });
    renderPage(<PopupsPage />);
    fireEvent.click(await screen.findByTestId('popup-create'));
    await screen.findByTestId('popup-title');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.popup.title', 'en-US'))).toBeTruthy();
    expect(screen.getByText(translate('validation.popup.content', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.create)).toHaveLength(0);

    typeInto('popup-title', 'Welcome');
    typeInto('popup-text', '<p>Hi</p><img src=x onerror="alert(1)">');
    expect((await screen.findByTestId('popup-text-preview')).innerHTML).toBe('<p>Hi</p><img src="x">');
    fireEvent.click(screen.getByLabelText('Every visit'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.create)).toHaveLength(1));
    expect(server.to(PATHS.create)[0]!.body).toEqual({
      title: 'Welcome',
      contentType: 2,
      content: '<p>Hi</p><img src=x onerror="alert(1)">',
      popFrequency: 1,
      popPriority: 0,
      msgType: 3,
      status: 0,
      startTime: null,
      endTime: null,
    });
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));
  });

  it('uploads an image popup (JPG or PNG only) and sends its address as the content', async () => {
    signInAs(ALL);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.create]: () => 10, [PATHS.upload]: () => ({ url: IMAGE }) });
    renderPage(<PopupsPage />);
    fireEvent.click(await screen.findByTestId('popup-create'));
    typeInto('popup-title', 'Sale');
    fireEvent.click(screen.getByLabelText('Image'));
    // rc-upload renders a new file input after each pick: look it up each time.
    const fileInput = () => screen.getByTestId('popup-image').querySelector('input[type=file]')!;
    await screen.findByTestId('popup-image');
    fireEvent.change(fileInput(), { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect((await screen.findByTestId('popup-image-problem')).textContent).toBe(translate('system.image.type', 'en-US'));
    expect(server.to(PATHS.upload)).toHaveLength(0);

    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'sale.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('popup-image-thumb').getAttribute('src')).toBe(IMAGE));
    const sent = server.to(PATHS.upload)[0]!;
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.create)).toHaveLength(1));
    expect(server.to(PATHS.create)[0]!.body).toMatchObject({ title: 'Sale', contentType: 1, content: IMAGE });
  });

  it('edits a popup (the whole notice, with its id) and keeps the dialog open with a refusal', async () => {
    signInAs(ALL);
    const server = serveApi({
      [PATHS.page]: () => page(),
      [PATHS.update]: () => refusal(400, 'The end time must be after the start time'),
    });
    renderPage(<PopupsPage />);
    fireEvent.click(await screen.findByTestId('edit-1'));
    await waitFor(() => expect((screen.getByTestId('popup-title') as HTMLInputElement).value).toBe('Spring sale'));
    expect(screen.getByTestId('popup-image-path').getAttribute('value')).toBe(IMAGE);
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('The end time must be after the start time');
    expect(server.to(PATHS.update)[0]).toMatchObject({
      method: 'PUT',
      body: {
        id: 1,
        title: 'Spring sale',
        contentType: 1,
        content: IMAGE,
        popFrequency: 3,
        msgType: 4,
        status: 1,
        startTime: null,
        endTime: AT,
      },
    });
  });

  it('enables a disabled popup and deletes one, each after confirming', async () => {
    signInAs(ALL);
    const server = serveApi({ [PATHS.page]: () => page(), [PATHS.update]: () => true, [PATHS.remove]: () => true });
    renderPage(<PopupsPage />);
    fireEvent.click(await screen.findByTestId('toggle-1'));
    expect(await screen.findAllByText('Enable the popup "Spring sale"?')).not.toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.update)).toHaveLength(1));
    const { createTime: _createTime, ...row } = ROWS[1]!;
    expect(server.to(PATHS.update)[0]!.body).toEqual({ ...row, status: 0 });

    fireEvent.click(screen.getByTestId('delete-2'));
    expect(await screen.findAllByText('Delete the popup "Tip 2"?')).not.toHaveLength(0);
    const confirms = await screen.findAllByTestId('confirm-ok');
    fireEvent.click(confirms.at(-1)!);
    await waitFor(() => expect(server.to(PATHS.remove)).toHaveLength(1));
    expect(server.to(PATHS.remove)[0]).toMatchObject({ method: 'DELETE', query: { id: '2' } });
  });

  it('shows the list’s error with a retry', async () => {
    signInAs([READ]);
    await failThenRetry(<PopupsPage />, { path: PATHS.page, answer: () => page([]) });
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('has the same strings in both languages', () => {
    expectLocalePair(popupsZhCN, popupsEnUS);
  });
});
