import { PASSWORD_MAX, PASSWORD_MIN, SMS_CODE_LENGTH } from './constants.js';

// Kept apart from the request schemas (validation.ts) so a page that only checks a field as it is
// typed (the sign-in forms) does not bring zod along: a module's top-level zod calls keep it in
// every bundle that imports anything from that module.

/** Mainland China mobile numbers: 11 digits starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Spec point 5: 8-20 characters mixing upper and lower case letters, digits and special characters. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidPhone = (value: string) => PHONE_PATTERN.test(value);
export const isStrongPassword = (value: string) => PASSWORD_PATTERN.test(value);
