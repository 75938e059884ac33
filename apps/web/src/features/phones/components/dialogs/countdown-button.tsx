import { Button, type ButtonProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A button that only becomes active after `seconds` (spec point 4: the replace disclaimer's agree
 * button "has a countdown before it becomes active"). While it counts it shows `waiting(left)`.
 * The count starts when the button mounts; remount it (a new `key`) to start again.
 */
export function CountdownButton({
  seconds,
  waiting,
  children,
  ...props
}: Omit<ButtonProps, 'children'> & { seconds: number; waiting(left: number): ReactNode; children: ReactNode }) {
  const [left, setLeft] = useState(seconds);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    timer.current = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearInterval(timer.current);
  }, []);
  useEffect(() => {
    if (left <= 0) clearInterval(timer.current);
  }, [left]);
  return (
    <Button {...props} disabled={props.disabled || left > 0} data-countdown={left}>
      {left > 0 ? waiting(left) : children}
    </Button>
  );
}
