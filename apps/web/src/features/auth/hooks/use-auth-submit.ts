import type { MessageKey } from '@cloudphone/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeError, type DescribedError } from '../server-errors';
import type { AgreementState } from './use-agreement';

/** Spec point 4: for this long after a submission starts, further ones are ignored (double clicks, impatient Enter presses). */
const MIN_SUBMIT_INTERVAL_MS = 1000;

interface SubmitSteps {
  /** Checks the inputs; each shows its own error. */
  validate(): boolean;
  /** The protocols, on the forms that show them: checked together with the inputs. */
  agreement?: AgreementState;
  /** The request and whatever success leads to. */
  send(): Promise<void>;
  /** Replaces `showFailure`, for forms that do more with a failure (they may still call it). */
  onFailure?(error: DescribedError): void;
}

/**
 * The submit flow of the sign-in forms: clear the banner, check inputs and protocols, then send
 * under spec point 4's guard (nothing new while one runs or within MIN_SUBMIT_INTERVAL_MS of its
 * start). A failure the server pins on `errorField` shows under that input, any other in the banner.
 *
 * `rulesKnown` is false while the form's rules are not known yet (whether the captcha is on comes
 * with the site's config): a submission then waits for them instead of failing on a field that
 * may never show, as an Enter pressed before the page hydrated would (its replay comes first).
 */
export function useAuthSubmit<F extends 'captcha' | 'code'>(
  form: { setFieldError(name: NoInfer<F>, error: MessageKey | null): void },
  errorField: F,
  rulesKnown = true,
) {
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);
  // Refs, not state: a second click in the same tick must already see the first.
  const running = useRef(false);
  const startedAt = useRef(0);
  const waiting = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const formElement = waiting.current;
    if (!rulesKnown || !formElement) return;
    waiting.current = null;
    if (formElement.isConnected) formElement.requestSubmit();
  }, [rulesKnown]);

  const showFailure = (error: DescribedError) => {
    if (error.field === errorField && error.key) form.setFieldError(errorField, error.key);
    else setFormError(error.message);
  };

  const handleSubmit =
    ({ validate, agreement, send, onFailure = showFailure }: SubmitSteps) =>
    (event: FormEvent) => {
      event.preventDefault();
      if (!rulesKnown) {
        waiting.current = event.currentTarget as HTMLFormElement;
        return;
      }
      setFormError('');
      const valid = validate();
      // Checked even when an input failed, so every problem shows at once.
      const agreed = agreement ? agreement.check() : true;
      if (!agreed || !valid) return;
      // Only a submission that reaches the server starts the guard: a refused form can be fixed and sent at once.
      const now = Date.now();
      if (running.current || now - startedAt.current < MIN_SUBMIT_INTERVAL_MS) return;
      running.current = true;
      startedAt.current = now;
      setPending(true);
      send()
        .catch((error: unknown) => onFailure(describeError(error)))
        .finally(() => {
          running.current = false;
          setPending(false);
        });
    };

  return { formError, setFormError, pending, showFailure, handleSubmit };
}
