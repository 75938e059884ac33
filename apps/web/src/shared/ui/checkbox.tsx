import type { ReactNode } from 'react';

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
  return (
    <label className={['cp-checkbox', invalid && 'is-invalid'].filter(Boolean).join(' ')}>
      <input
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
