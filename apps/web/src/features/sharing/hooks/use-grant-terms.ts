import type { MessageKey } from '@cloudphone/contract';
import { useState } from 'react';
import { tm } from '../../../shared/i18n/message';
import { expiryProblem } from '../grant-rules';

export interface GrantTermsValue {
  accreditType: number;
  expireTime: number;
}

/**
 * A grant's terms as a form holds them (the grant and the change dialogs): the type, the expiry
 * time, and why the expiry cannot go (empty, or before now by the time the form is sent).
 * `check` says whether they can go, showing the problem under the field if not.
 */
export function useGrantTerms(initial: { accreditType: number; expireTime: number | null }) {
  const [accreditType, setAccreditType] = useState(initial.accreditType);
  const [expireTime, setExpireTime] = useState(initial.expireTime);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const check = (): GrantTermsValue | null => {
    const found = expiryProblem(expireTime, Date.now());
    setProblem(found);
    return found || expireTime === null ? null : { accreditType, expireTime };
  };
  const fields = {
    accreditType,
    onType: setAccreditType,
    expireTime,
    onExpire: (value: number | null) => {
      setExpireTime(value);
      setProblem(null);
    },
    expireError: problem ? tm(problem) : null,
  };
  return { check, fields };
}
