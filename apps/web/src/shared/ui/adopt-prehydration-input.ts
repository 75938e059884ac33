import { useLayoutEffect, useRef } from 'react';

/**
 * The sign-in pages are pre-rendered and hydrated (docs/decisions/004). What the member typed or
 * ticked before hydration stays in the DOM while the form state is still empty, and the next
 * render would wipe it. Right after mounting, hand a differing DOM value to the field's own change
 * handler; on a client-rendered mount the two are always equal and nothing happens.
 */
export function useAdoptPrehydrationInput(
  read: (el: HTMLInputElement) => boolean | string,
  current: unknown,
  adopt: (el: HTMLInputElement) => void,
) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && current !== undefined && read(el) !== current) adopt(el);
    // Once, on mount: later differences are React's own updates in flight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
