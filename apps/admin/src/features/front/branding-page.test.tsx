import { brandImagesAdminApi, frontAdminApi, translate, type BrandingSettings } from '@cloudphone/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleForEachTest, failThenRetry, refusal, renderPage, serveApi, signInAs, typeInto } from '../../test/admin-test-kit';
import BrandingPage from './branding-page';

const PATHS = { branding: frontAdminApi.endpoints.branding.path, upload: brandImagesAdminApi.endpoints.upload.path };
const BRAND: BrandingSettings = {
  text: 'Cloud Phone',
  main: '/app/favicon.png',
  logo: '/app/logo.svg',
  leftBg: '',
  welcomeText: '',
  loginWay: 'phone',
  registerType: 'phone',
};
const LOGO = `/app-api/system/front/image/${'b'.repeat(64)}.png`;
const READ = 'system:front:query';
const WRITE = 'system:front:update';

consoleForEachTest();

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('the branding screen', () => {
  it('previews the title and welcome line as they are typed, and sends only what changed', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({
      [PATHS.branding]: (request) => (request.method === 'PUT' ? { ...BRAND, ...(request.body as object) } : BRAND),
    });
    renderPage(<BrandingPage />);
    await waitFor(() => expect(value('brand-text')).toBe('Cloud Phone'));
    expect(screen.getByTestId('preview-title').textContent).toBe('Cloud Phone');
    expect(screen.getByTestId('preview-welcome').textContent).toBe('Welcome to Cloud Phone');

    typeInto('brand-text', 'Star Phone');
    typeInto('brand-welcome', 'Phones that never sleep');
    fireEvent.click(screen.getByLabelText('Password'));
    await waitFor(() => expect(screen.getByTestId('preview-title').textContent).toBe('Star Phone'));
    expect(screen.getByTestId('preview-welcome').textContent).toBe('Phones that never sleep');
    expect(screen.getByTestId('brand-preview').textContent).toContain('Sign in with: Password');

    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(server.to(PATHS.branding).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(server.to(PATHS.branding).find((r) => r.method === 'PUT')!.body).toEqual({
      text: 'Star Phone',
      welcomeText: 'Phones that never sleep',
      loginWay: 'password',
    });
    expect(await screen.findByText('Saved; the member console shows it at once')).toBeTruthy();
  });

  it('uploads a logo and sends its address', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ [PATHS.branding]: () => BRAND, [PATHS.upload]: () => ({ url: LOGO }) });
    renderPage(<BrandingPage />);
    await screen.findByTestId('brand-logo');
    const input = screen.getByTestId('brand-logo').querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(value('brand-logo-path')).toBe(LOGO));
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(server.to(PATHS.branding).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(server.to(PATHS.branding).find((r) => r.method === 'PUT')!.body).toEqual({ logo: LOGO });
  });

  it('checks the title and image paths with the server’s messages, and shows a refusal', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({
      [PATHS.branding]: (request) => (request.method === 'PUT' ? refusal(1002004050, 'The branding could not be saved') : BRAND),
    });
    renderPage(<BrandingPage />);
    await waitFor(() => expect(value('brand-text')).toBe('Cloud Phone'));
    typeInto('brand-text', ' ');
    typeInto('brand-left-bg-path', 'https://cdn.example.com/bg.png');
    fireEvent.click(screen.getByTestId('branding-save'));
    expect(await screen.findByText(translate('system.brand.text', 'en-US'))).toBeTruthy();
    expect(screen.getByText(translate('system.brand.image', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.branding).filter((r) => r.method === 'PUT')).toHaveLength(0);

    typeInto('brand-text', 'Star');
    typeInto('brand-left-bg-path', '/app/bg.jpg');
    fireEvent.click(screen.getByTestId('branding-save'));
    expect((await screen.findByTestId('branding-refusal')).textContent).toContain('The branding could not be saved');
  });

  it('is read only without the update permission', async () => {
    signInAs([READ]);
    serveApi({ [PATHS.branding]: () => BRAND });
    renderPage(<BrandingPage />);
    await waitFor(() => expect(value('brand-text')).toBe('Cloud Phone'));
    expect(screen.queryByTestId('branding-save')).toBeNull();
    expect(screen.queryByTestId('brand-logo-upload')).toBeNull();
    expect((screen.getByTestId('brand-text') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows an error with a retry when the branding cannot load', async () => {
    signInAs([READ]);
    await failThenRetry(<BrandingPage />, { path: PATHS.branding, answer: () => BRAND, errorTestId: 'branding-error' });
    await waitFor(() => expect(value('brand-text')).toBe('Cloud Phone'));
  });
});
