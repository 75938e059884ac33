import type { AuthTokens, RegisterInput, RegisterType } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** POST /auth/register; errors go back to the form (spec point 8). */
export const register = (input: RegisterInput) =>
  api.post<AuthTokens>('/app-api/member/auth/register', input, { passErrors: true, isLogin: true });

/** GET /auth/register-type: 'phone' (SMS code) or 'email' (e-mail code). */
export const getRegisterType = () => api.get<RegisterType>('/app-api/member/auth/register-type', undefined, { passErrors: true });
