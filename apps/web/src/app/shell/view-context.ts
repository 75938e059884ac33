import { createContext, useContext } from 'react';
import type { ShellRoute } from './menu/menu-builder';

/** The route a page is mounted for (a kept-alive page keeps its own while another one is shown). */
export const ViewRouteContext = createContext<ShellRoute | null>(null);
export const useViewRoute = () => useContext(ViewRouteContext);
