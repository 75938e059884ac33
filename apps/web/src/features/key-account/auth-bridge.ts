/**
 * What the add-sub-account dialog takes from features/auth: the sign-in pages' code flow (the
 * image captcha when it is on, the send with its 60 s countdown, the field rules), for the code
 * that asks an account's holder to consent. The one place key-account reaches into auth, so the
 * seam stays visible.
 */
export { useCaptcha, type Captcha } from '../auth/hooks/use-captcha';
export { useForm } from '../auth/hooks/use-form';
export { useSmsCode } from '../auth/hooks/use-sms-code';
export { phoneCodeRules } from '../auth/validators';
