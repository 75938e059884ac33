import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { keyAccountApi, subAccountsApi } from './sub-accounts.endpoints.js';
import {
  AddMaintainerAllotSchema,
  AddPaternitySchema,
  AllotResultsSchema,
  CancelDeviceGroupSchema,
  DeleteDevicesAllotSchema,
  DeleteMaintainerAllotSchema,
  MemberBriefSchema,
  MemberByPhoneQuerySchema,
  RemovePaternitySchema,
  SubAccountSchema,
  SubPageSchema,
  UpdateSubStatusSchema,
} from './sub-accounts.js';

export const subAccountsSchemas = {
  subPage: {
    summary: 'Your sub-accounts, newest first, optionally by phone number',
    input: SubPageSchema,
    reply: pageResult(SubAccountSchema),
  },
  queryMemberByPhone: {
    summary: 'An account by its phone number (null when none), before adding it as a sub-account or granting to it',
    input: MemberByPhoneQuerySchema,
    reply: MemberBriefSchema.nullable(),
  },
  updateStatus: {
    summary: 'Enable (0) or disable (1) one of your sub-accounts; a disabled one is signed out and cannot sign in',
    input: UpdateSubStatusSchema,
    reply: z.boolean(),
  },
  add: {
    summary:
      "Attach an existing account as your sub-account with the SMS code sent to its phone (scene 'paternity'), which its holder reads to you; answers its id",
    input: AddPaternitySchema,
    reply: z.number().int(),
  },
  remove: {
    summary: 'Detach a sub-account: its grants from you end, and it is enabled again',
    input: RemovePaternitySchema,
    reply: z.boolean(),
  },
} satisfies EndpointSchemas<typeof subAccountsApi.endpoints>;

export const keyAccountSchemas = {
  addMaintainerAllot: {
    summary: "Grant a set of your phones, or a group's phones, to a sub-account in one step; a result per phone",
    input: AddMaintainerAllotSchema,
    reply: AllotResultsSchema,
  },
  deleteMaintainerAllot: {
    summary: 'End every grant of yours to a sub-account; answers how many ended',
    input: DeleteMaintainerAllotSchema,
    reply: z.number().int(),
  },
  deleteDevicesAllot: {
    summary: 'End the grants of some phones to a sub-account; answers how many ended',
    input: DeleteDevicesAllotSchema,
    reply: z.number().int(),
  },
  cancelDeviceGroup: {
    summary: "End the grants of a group's phones to a sub-account; answers how many ended",
    input: CancelDeviceGroupSchema,
    reply: z.number().int(),
  },
} satisfies EndpointSchemas<typeof keyAccountApi.endpoints>;
