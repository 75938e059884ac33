import type { MessageKey } from '@cloudphone/contract';
import type { ReactNode } from 'react';
import { tm } from '../../../shared/i18n/message';

/** A labelled field of the proxy forms, with its problem (a contract message) under it as `<testId>-error`. */
export function Field({
  label,
  problem,
  testId,
  hint,
  isRequired = false,
  children,
}: {
  label: string;
  problem?: MessageKey | undefined;
  testId: string;
  hint?: ReactNode;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`px-field${problem ? ' has-error' : ''}`}>
      <label className={isRequired ? 'is-required' : undefined}>{label}</label>
      {children}
      {hint && !problem && <p className="px-field__hint">{hint}</p>}
      {problem && (
        <p className="px-field__error" role="alert" data-testid={`${testId}-error`}>
          {tm(problem)}
        </p>
      )}
    </div>
  );
}
