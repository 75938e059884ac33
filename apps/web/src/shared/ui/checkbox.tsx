import type { ReactNode } from 'react';
import { useAdoptPrehydrationInput } from './adopt-prehydration-input';

/** A styled native checkbox; `children` is its label. */
export function Checkbox({
  checked,
  onChange,
  children,
  testId,
  invalid,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  testId?: string;
  invalid?: boolean;
}) {
  const ref = useAdoptPrehydrationInput(
    (el) => el.checked,
    checked,
    (el) => onChange(el.checked),
  );
  return (
    <label className={['cp-checkbox', invalid && 'is-invalid'].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
        aria-invalid={invalid || undefined}
      />
      <span className="cp-checkbox__box" aria-hidden />
      <span>{children}</span>
    </label>
  );
}
