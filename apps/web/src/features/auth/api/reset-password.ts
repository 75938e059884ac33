import { memberAuthApi, type ResetPasswordInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** A new password by SMS code (scene 'reset-password'). */
export const resetPassword = (input: ResetPasswordInput) => call(memberAuthApi.endpoints.resetPassword, input, { passErrors: true });
