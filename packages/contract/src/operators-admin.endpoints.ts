import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  ChangeOperatorStatusInput,
  CreateOperatorInput,
  OperatorFilterInput,
  OperatorIdInput,
  OperatorImportResult,
  OperatorPageQueryInput,
  OperatorRoleInfo,
  OperatorRow,
  ResetOperatorPasswordInput,
  UpdateOperatorInput,
} from './operators-admin.js';

/** The operator console's operators (spec point 7, `/system/user/*`, issue 19); schemas in operators-admin.schemas.ts. */
export const operatorsAdminApi = {
  tag: 'operator users',
  endpoints: {
    list: getEndpoint<OperatorPageQueryInput, PageResult<OperatorRow>>('/admin-api/system/user/list', 'operator', {
      permission: 'system:user:query',
    }),
    get: getEndpoint<OperatorIdInput, OperatorRow>('/admin-api/system/user/:userId', 'operator', { permission: 'system:user:query' }),
    create: postEndpoint<CreateOperatorInput, number>('/admin-api/system/user', 'operator', { permission: 'system:user:create' }),
    update: putEndpoint<UpdateOperatorInput>('/admin-api/system/user', 'operator', { permission: 'system:user:update' }),
    remove: deleteEndpoint<OperatorIdInput>('/admin-api/system/user/:userId', 'operator', { permission: 'system:user:delete' }),
    resetPwd: putEndpoint<ResetOperatorPasswordInput>('/admin-api/system/user/resetPwd', 'operator', {
      permission: 'system:user:resetPwd',
    }),
    changeStatus: putEndpoint<ChangeOperatorStatusInput>('/admin-api/system/user/changeStatus', 'operator', {
      permission: 'system:user:update',
    }),
    export: getEndpoint<OperatorFilterInput, Blob>('/admin-api/system/user/export', 'operator', { permission: 'system:user:export' }),
    importTemplate: getEndpoint<void, Blob>('/admin-api/system/user/importTemplate', 'operator', { permission: 'system:user:import' }),
    /** Multipart, part "file"; `?updateSupport=true` updates existing user names instead of refusing them. */
    importData: postEndpoint<FormData, OperatorImportResult>('/admin-api/system/user/importData', 'operator', {
      permission: 'system:user:import',
    }),
  },
} satisfies ApiArea;

/** The operator roles (OPERATOR_ROLES) for the operator form. */
export const operatorRolesAdminApi = {
  tag: 'operator users',
  endpoints: {
    listAllSimple: getEndpoint<void, OperatorRoleInfo[]>('/admin-api/system/role/list-all-simple', 'operator', {
      permission: 'system:user:query',
    }),
  },
} satisfies ApiArea;
