/**
 * What the account center takes from features/auth: the sign-in pages' code flow (the image
 * captcha when it is on, the send with its 60 s countdown) and field rules, for the SMS code that
 * proves a password change or an account deletion. The one place account reaches into auth, so
 * the seam stays visible.
 */
export { useCaptcha, type Captcha } from '../auth/hooks/use-captcha';
export { useForm } from '../auth/hooks/use-form';
export { useSmsCode, type CodeFlow } from '../auth/hooks/use-sms-code';
export { captchaRule, passwordRule, smsCodeRule } from '../auth/validators';
