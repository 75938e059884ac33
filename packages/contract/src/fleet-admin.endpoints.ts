import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  AdminPhonePageQueryInput,
  AdminPhoneRow,
  DeviceHostRow,
  FaultInput,
  FaultResult,
  MaintenanceInput,
  OperateInput,
} from './fleet-admin.js';
import type { OperationResults } from './phones.js';

/** The operator console's fleet (issue 19); schemas in fleet-admin.schemas.ts. */
export const fleetAdminApi = {
  tag: 'operator fleet',
  endpoints: {
    hosts: getEndpoint<void, DeviceHostRow[]>('/admin-api/device/host/list', 'operator', { permission: 'device:host:query' }),
    phonePage: getEndpoint<AdminPhonePageQueryInput, PageResult<AdminPhoneRow>>('/admin-api/device/phone/page', 'operator', {
      permission: 'device:phone:query',
    }),
    maintenance: putEndpoint<MaintenanceInput, OperationResults>('/admin-api/device/phone/maintenance', 'operator', {
      permission: 'device:phone:update',
    }),
    operate: postEndpoint<OperateInput, OperationResults>('/admin-api/device/phone/operate', 'operator', {
      permission: 'device:phone:update',
    }),
  },
} satisfies ApiArea;

/** Fault injection (issue 4): served only with the simulator driver and DEVICE_FAULTS=true. */
export const fleetFaultsAdminApi = {
  tag: 'operator devices',
  endpoints: {
    fault: postEndpoint<FaultInput, FaultResult>('/admin-api/devices/fault', 'operator', { permission: 'device:fault:update' }),
  },
} satisfies ApiArea;
