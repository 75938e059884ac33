import type { ReactNode } from 'react';
import { create } from 'zustand';

export type Tone = 'success' | 'error' | 'info' | 'warning';

/** A toast (top centre, short) or a notice (top right, longer, for request errors). */
export interface Flash {
  id: number;
  kind: 'toast' | 'notice';
  tone: Tone;
  text: string;
}

export interface DialogRequest {
  id: number;
  title: string;
  content: ReactNode;
  okText: string;
  cancelText?: string | undefined;
  testId?: string | undefined;
  resolve(ok: boolean): void;
}

interface OverlayState {
  flashes: Flash[];
  dialogs: DialogRequest[];
}

/** Imperative toasts and dialogs, usable from the API client and the push channel as well as components. */
export const useOverlay = create<OverlayState>(() => ({ flashes: [], dialogs: [] }));

let nextId = 1;

function flash(kind: Flash['kind'], tone: Tone, text: string, ms: number) {
  const { flashes } = useOverlay.getState();
  // Several requests failing together say the same thing once.
  if (flashes.some((f) => f.kind === kind && f.text === text)) return;
  const id = nextId++;
  useOverlay.setState({ flashes: [...flashes, { id, kind, tone, text }] });
  setTimeout(() => dismissFlash(id), ms);
}

export function dismissFlash(id: number) {
  useOverlay.setState((s) => ({ flashes: s.flashes.filter((f) => f.id !== id) }));
}

export const toast = {
  success: (text: string) => flash('toast', 'success', text, 3000),
  info: (text: string) => flash('toast', 'info', text, 3000),
  warning: (text: string) => flash('toast', 'warning', text, 3000),
  error: (text: string) => flash('toast', 'error', text, 3000),
};

export const notify = {
  error: (text: string) => flash('notice', 'error', text, 4500),
};

/** Opens a modal dialog; resolves true on OK, false on cancel. Dialogs queue one after another. */
export function showDialog(options: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    useOverlay.setState((s) => ({ dialogs: [...s.dialogs, { ...options, id, resolve }] }));
  });
}

export function closeDialog(id: number, ok: boolean) {
  const dialog = useOverlay.getState().dialogs.find((d) => d.id === id);
  if (!dialog) return;
  useOverlay.setState((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
  dialog.resolve(ok);
}

export const alertDialog = (options: { title: string; content: ReactNode; okText: string; testId?: string }) =>
  showDialog(options).then(() => undefined);
