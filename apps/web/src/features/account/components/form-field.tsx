import type { ReactNode } from 'react';

/** A labelled field of the account forms, with its problem (already in words) under it as `<testId>-error`. */
export function FormField({
  label,
  error,
  testId,
  hint,
  isRequired = false,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  testId: string;
  hint?: ReactNode;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`ac-field${error ? ' has-error' : ''}`}>
      <label className={isRequired ? 'is-required' : undefined}>{label}</label>
      {children}
      {hint && !error && <p className="ac-field__hint">{hint}</p>}
      {error && (
        <p className="ac-field__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
