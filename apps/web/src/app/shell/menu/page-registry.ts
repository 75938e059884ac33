import type { ComponentType } from 'react';
import { lazyPage } from '../../lazy-page';

/**
 * The server's component names (spec point 2, "Pages load lazily") mapped to lazy pages. Screens a
 * later release fills in all point at the honest "coming soon" page until then.
 */
const loadComingSoon = () => import('../../pages/coming-soon-page').then((m) => m.ComingSoonPage);
const ComingSoon = lazyPage('coming-soon', loadComingSoon);

const PAGES: Record<string, ComponentType> = {
  'CloudPhone/index': lazyPage('index', () => import('../../../features/home/landing-page').then((m) => m.LandingPage)),
};

export const pageFor = (component: string): ComponentType => PAGES[component] ?? ComingSoon;
