import type { ComponentType } from 'react';
import { loadPhonesMessages } from '../../../shared/i18n/load-phones-messages';
import { lazyPage } from '../../lazy-page';

/**
 * The server's component names (spec point 2, "Pages load lazily") mapped to lazy pages. Screens a
 * later release fills in all point at the honest "coming soon" page until then.
 */
const loadComingSoon = () => import('../../pages/coming-soon-page').then((m) => m.ComingSoonPage);
const ComingSoon = lazyPage('coming-soon', loadComingSoon);

/** A page of the phone area: its code and its strings (shared/i18n/load-phones-messages.ts), in parallel. */
const loadPhoneListPage = () => Promise.all([import('../../../features/phones'), loadPhonesMessages()]).then(([m]) => m.PhoneListPage);
const loadRecycleBinPage = () =>
  Promise.all([import('../../../features/phones/recycle-bin'), loadPhonesMessages(), loadPhonesMessages('more')]).then(
    ([m]) => m.RecycleBinPage,
  );

const PAGES: Record<string, ComponentType> = {
  'CloudPhone/index': lazyPage('index', loadPhoneListPage),
  'RecycleBin/index': lazyPage('recycle-bin', loadRecycleBinPage),
};

export const pageFor = (component: string): ComponentType => PAGES[component] ?? ComingSoon;
