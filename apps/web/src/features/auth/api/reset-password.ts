import type { ResetPasswordInput } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** POST /member/update-phone-password: new password by SMS code (scene 'reset-password'). */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<boolean>('/app-api/member/member/update-phone-password', input, { passErrors: true });
