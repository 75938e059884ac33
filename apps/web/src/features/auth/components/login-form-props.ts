import type { AgreementState } from '../hooks/use-agreement';

/** What the login page hands either tab; both tabs share the protocols checkbox and the phone. */
export interface LoginFormProps {
  agreement: AgreementState;
  /** The phone typed on either tab, so switching tabs keeps it. */
  phone: string;
  onPhoneChange(phone: string): void;
}
