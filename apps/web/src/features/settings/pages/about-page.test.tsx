import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectLicences } from '../../../../scripts/licences.mjs';
import webPackage from '../../../../package.json';
import licences from '../licences.json';
import { PATHS, renderWithProviders, serveSettings, useSettingsLocale } from '../testing/settings-test-kit';
import { AboutPage } from './about-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BRANDING = {
  text: '星云手机',
  main: '',
  logo: '',
  leftBg: '',
  welcomeText: '',
  loginWay: 'phone',
  registerType: 'phone',
  socialProviders: [],
};

describe('the about page', { timeout: 30_000 }, () => {
  it('shows the product name from the branding and version 2.2.0', async () => {
    await useSettingsLocale('zh-CN');
    serveSettings({ [PATHS.branding]: () => BRANDING });
    renderWithProviders(<AboutPage />);
    expect(screen.getByTestId('about-version').textContent).toBe('版本 2.2.0');
    await waitFor(() => expect(screen.getByTestId('about-product').textContent).toBe('星云手机'));
  });

  it('opens the user agreement, privacy policy, third-party sharing list and children’s rules in their language', async () => {
    await useSettingsLocale('en-US');
    serveSettings({ [PATHS.branding]: () => BRANDING });
    renderWithProviders(<AboutPage />);
    expect(screen.getByTestId('about-version').textContent).toBe('Version 2.2.0');
    for (const title of ['User Agreement', 'Privacy Policy']) expect(screen.getByText(title, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByTestId('about-document-privacy-policy'));
    const text = await screen.findByTestId('about-document-privacy-policy-text');
    await waitFor(() => expect(within(text).queryByText('Loading…')).toBeNull());
    expect(text.textContent).toMatch(/Updated: \d{4}-\d{2}-\d{2}/);
    expect(text.textContent).not.toMatch(/\p{Script=Han}/u);
  });

  it('lists the licences of every production dependency, from the installed packages', async () => {
    await useSettingsLocale('zh-CN');
    serveSettings({ [PATHS.branding]: () => BRANDING });
    renderWithProviders(<AboutPage />);
    const names = new Set(licences.map((entry) => entry.name));
    for (const name of Object.keys(webPackage.dependencies).filter((name) => !name.startsWith('@cloudphone/')))
      expect(names, `${name} is missing: run npm run licences -w apps/web`).toContain(name);
    // Generated from the installed packages, never typed: the committed list is the current one.
    expect(licences).toEqual(collectLicences());
    fireEvent.change(screen.getByTestId('about-licences-filter').querySelector('input') ?? screen.getByTestId('about-licences-filter'), {
      target: { value: 'dompurify' },
    });
    await waitFor(() => expect(screen.getAllByTestId('about-licence').map((row) => row.getAttribute('data-name'))).toEqual(['dompurify']));
  });
});
