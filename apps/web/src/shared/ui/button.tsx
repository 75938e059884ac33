import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  block?: boolean;
  loading?: boolean;
  size?: 'md' | 'lg';
}

/** The kit's button: primary / default / link, with a loading state that also blocks clicks. */
export function Button({
  variant = 'default',
  block,
  loading,
  size = 'md',
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['cp-btn', `cp-btn--${variant}`, `cp-btn--${size}`, block && 'cp-btn--block', loading && 'is-loading', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="cp-spinner" aria-hidden />}
      {children}
    </button>
  );
}
