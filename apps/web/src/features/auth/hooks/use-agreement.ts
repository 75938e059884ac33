import type { MessageKey } from '@cloudphone/contract';
import { useState } from 'react';
import { tm } from '../../../shared/i18n/message';
import { protocolsRule } from '../validators';

/** The protocols checkbox state; `check()` refuses (with the contract's message) until it is ticked. */
export function useAgreement() {
  const [agreed, setAgreedState] = useState(false);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const setAgreed = (value: boolean) => {
    setAgreedState(value);
    if (value) setErrorKey(null);
  };
  const check = () => {
    const error = protocolsRule(agreed);
    setErrorKey(error);
    return !error;
  };
  return { agreed, setAgreed, error: errorKey ? tm(errorKey) : null, check };
}

export type AgreementState = ReturnType<typeof useAgreement>;
