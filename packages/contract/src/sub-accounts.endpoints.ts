import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { OperationResults } from './phones.js';
import type {
  AddMaintainerAllotInput,
  AddPaternityInput,
  CancelDeviceGroupInput,
  DeleteDevicesAllotInput,
  DeleteMaintainerAllotInput,
  MemberBrief,
  MemberByPhoneQueryInput,
  RemovePaternityInput,
  SubAccount,
  SubPageInput,
  UpdateSubStatusInput,
} from './sub-accounts.js';

/** Sub-accounts (issue 16): an owner attaches members, lists, enables, disables and removes them. */
export const subAccountsApi = {
  tag: 'sub-accounts',
  endpoints: {
    subPage: postEndpoint<SubPageInput, PageResult<SubAccount>>('/app-api/member/member/subPage'),
    queryMemberByPhone: getEndpoint<MemberByPhoneQueryInput, MemberBrief | null>('/app-api/member/member/queryMemberByPhone'),
    updateStatus: putEndpoint<UpdateSubStatusInput>('/app-api/member/member/updateStatus'),
    add: postEndpoint<AddPaternityInput, number>('/app-api/member/paternity/add'),
    remove: deleteEndpoint<RemovePaternityInput>('/app-api/member/paternity/remove'),
  },
} satisfies ApiArea;

/** Key-account allotments (decision 025): phones or a group's phones granted to a sub-account, and taken back. */
export const keyAccountApi = {
  tag: 'key account',
  endpoints: {
    addMaintainerAllot: postEndpoint<AddMaintainerAllotInput, OperationResults>('/app-api/owl/maintainerAllot/addMaintainerAllot'),
    deleteMaintainerAllot: postEndpoint<DeleteMaintainerAllotInput, number>('/app-api/owl/maintainerAllot/deleteMaintainerAllot'),
    deleteDevicesAllot: postEndpoint<DeleteDevicesAllotInput, number>('/app-api/owl/devicesAllot/deleteDevicesAllot'),
    cancelDeviceGroup: postEndpoint<CancelDeviceGroupInput, number>('/app-api/owl/group/cancelDeviceGroup'),
  },
} satisfies ApiArea;
