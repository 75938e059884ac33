import type { MessageKey } from '@cloudphone/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { tm } from '../../../shared/i18n/message';
import { validateValues, type Rule } from '../validators';

/** What an input needs from the form: spread it onto a TextField. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
}

type Rules<K extends string> = Partial<Record<K, Rule<Record<K, string>>>>;

/**
 * Minimal form state for the sign-in pages: values, per-field errors validated on blur and on
 * submit, and re-checked while typing once a field shows an error (so it clears as soon as fixed).
 * `rules` may change between renders (e.g. the captcha switches on); handlers use the latest.
 */
export function useForm<K extends string>(initial: Record<K, string>, rules: NoInfer<Rules<K>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, MessageKey>>>({});
  // The values as of the last change, for handlers that run before React re-renders (set-then-validate).
  const latest = useRef(initial);

  const check = (name: K, all: Record<K, string>) => rules[name]?.(all[name] ?? '', all) ?? null;

  const setFieldError = (name: K, error: MessageKey | null) =>
    setErrors((prev) => {
      if ((prev[name] ?? null) === error) return prev;
      const next = { ...prev };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });

  const setValue = (name: K, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    setErrors((prev) => {
      // Only fields already showing an error are re-checked while typing.
      let changed = false;
      const updated = { ...prev };
      for (const key of Object.keys(prev) as K[]) {
        const error = check(key, next);
        if (error !== prev[key]) {
          changed = true;
          if (error) updated[key] = error;
          else delete updated[key];
        }
      }
      return changed ? updated : prev;
    });
  };

  const field = (name: K): FieldBinding => ({
    name,
    value: values[name],
    error: errors[name] ? tm(errors[name]) : null,
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => setFieldError(name, check(name, latest.current)),
  });

  /** Validates `names` (default: every field with a rule); true when all pass. */
  const validate = (names?: K[]) => {
    const all = validateValues(latest.current, rules);
    const selected = names ?? (Object.keys(rules) as K[]);
    for (const name of selected) setFieldError(name, all[name] ?? null);
    return selected.every((name) => !all[name]);
  };

  return { values, errors, field, setValue, setFieldError, validate };
}
