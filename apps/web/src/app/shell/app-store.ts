import Cookies from 'js-cookie';
import { create } from 'zustand';

export type Device = 'desktop' | 'mobile';
export type ComponentSizeName = 'default' | 'medium' | 'small' | 'mini';
export const SIZES: ComponentSizeName[] = ['default', 'medium', 'small', 'mini'];

/** Spec point 9: below 992 px the console is in mobile mode (the sidebar becomes a drawer). */
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';
const COOKIE = { path: '/app', sameSite: 'Lax' } as const;

const isSize = (value: unknown): value is ComponentSizeName => SIZES.includes(value as ComponentSizeName);

/** Spec point 3 "App state" (the shell's part): sidebar, device and component size. */
interface AppState {
  /** Desktop sidebar: expanded (cookie 1) or collapsed to 81 px (cookie 0). */
  sidebar: { opened: boolean; withoutAnimation: boolean };
  /** Mobile: the sidebar drawer, never persisted (a phone visit must not collapse the desktop sidebar). */
  drawerOpen: boolean;
  device: Device;
  size: ComponentSizeName;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation: boolean): void;
  setDevice(device: Device): void;
  setSize(size: ComponentSizeName): void;
}

const storeSidebar = (opened: boolean) => Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', COOKIE);

export const useAppStore = create<AppState>()((set, get) => ({
  sidebar: { opened: Cookies.get(SIDEBAR_COOKIE) !== '0', withoutAnimation: false },
  device: typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop',
  size: ((s) => (isSize(s) ? s : 'default'))(Cookies.get(SIZE_COOKIE)),
  drawerOpen: false,
  toggleSidebar() {
    if (get().device === 'mobile') return set((s) => ({ drawerOpen: !s.drawerOpen }));
    const opened = !get().sidebar.opened;
    storeSidebar(opened);
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar(withoutAnimation) {
    if (get().device === 'mobile') return set({ drawerOpen: false });
    storeSidebar(false);
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  setDevice: (device) => set({ device, drawerOpen: false }),
  setSize(size) {
    Cookies.set(SIZE_COOKIE, size, COOKIE);
    set({ size });
  },
}));
