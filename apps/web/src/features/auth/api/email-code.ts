import { memberAuthApi, type SendEmailCodeInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** For e-mail registration. */
export const sendEmailCode = (input: SendEmailCodeInput) => call(memberAuthApi.endpoints.sendEmailCode, input, { passErrors: true });
