import { feedbackApi, type KeyAccountLeadInput } from '@cloudphone/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { keyAccountKeys } from './key-account-keys';

/** My latest enquiry about the enterprise offer with its reply, or null when I never sent one. */
export const myLeadQuery = () => queryOptions({ queryKey: keyAccountKeys.lead(), queryFn: () => call(feedbackApi.endpoints.myLead) });

/** Sends an enquiry (stored for the operator, answered by message); resolves its id. */
export const createLead = (input: KeyAccountLeadInput) => call(feedbackApi.endpoints.createLead, input);
