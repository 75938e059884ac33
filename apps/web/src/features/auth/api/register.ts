import { memberAuthApi, type RegisterInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** Errors go back to the form (spec point 8). */
export const register = (input: RegisterInput) => call(memberAuthApi.endpoints.register, input, { passErrors: true, isLogin: true });

/** 'phone' (SMS code) or 'email' (e-mail code). */
export const getRegisterType = () => call(memberAuthApi.endpoints.registerType, undefined, { passErrors: true });
