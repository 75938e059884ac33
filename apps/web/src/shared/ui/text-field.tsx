import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useAdoptPrehydrationInput } from './adopt-prehydration-input';
import { EyeIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** Read by screen readers; the design shows the placeholder and an icon instead. */
  label: string;
  error?: string | null | undefined;
  icon?: ReactNode;
  /** Something beside the input: a captcha image, a send-code button. */
  addon?: ReactNode;
  /** Inside the input box on the right, e.g. the show-password toggle. */
  suffix?: ReactNode;
}

/** An input with icon, inline error (space reserved so the form does not jump) and an optional addon. */
export function TextField({ label, error, icon, addon, suffix, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const ref = useAdoptPrehydrationInput(
    (el) => el.value,
    typeof rest.value === 'string' ? rest.value : undefined,
    (el) => rest.onChange?.({ target: el, currentTarget: el } as ChangeEvent<HTMLInputElement>),
  );
  return (
    <div className={['cp-field', error && 'has-error', className].filter(Boolean).join(' ')}>
      <label className="cp-sr-only" htmlFor={inputId}>
        {label}
      </label>
      <div className="cp-field__row">
        <div className="cp-input">
          {icon && <span className="cp-input__icon">{icon}</span>}
          <input
            ref={ref}
            id={inputId}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
            {...rest}
          />
          {suffix}
        </div>
        {addon}
      </div>
      <div className="cp-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ showLabel, hideLabel, ...props }: TextFieldProps & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="cp-input__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          tabIndex={-1}
        >
          <EyeIcon off={!visible} />
        </button>
      }
    />
  );
}
