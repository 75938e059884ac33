import {
  fleetAdminApi,
  fleetFaultsAdminApi,
  type AdminPhonePageQueryInput,
  type FaultInput,
  type FleetOperation,
  type OperationResults,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = fleetAdminApi;

/** Query keys; the phones page reads the hosts too (whether fault injection is served). */
export const FLEET_HOSTS = ['fleet', 'hosts'] as const;
export const FLEET_PHONES = ['fleet', 'phones'] as const;

export const DEVICE_HOST_QUERY = 'device:host:query';
export const DEVICE_PHONE_UPDATE = 'device:phone:update';
export const DEVICE_FAULT_UPDATE = 'device:fault:update';

export const deviceHosts = () => call(endpoints.hosts);

/** The phone list's filter form, as the server takes it (`expired` as the query string's 'true' / 'false'). */
export type PhoneFilters = Omit<AdminPhonePageQueryInput, 'pageNo' | 'pageSize' | 'expired'> & { expired?: 'true' | 'false' };

/** Text filters sent trimmed, empty ones not at all (the server treats `?city=` as no filter too). */
export function phoneQuery(filters: PhoneFilters): PhoneFilters {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean !== undefined && clean !== null && clean !== '') query[key] = clean;
  }
  return query as PhoneFilters;
}

export const phonePage = ({ pageNo, pageSize, ...filters }: PhoneFilters & { pageNo: number; pageSize: number }) =>
  call(endpoints.phonePage, { ...phoneQuery(filters), pageNo, pageSize });

/** A batch answers one result per phone; a refusal of the whole call (unknown id) is shown by the client. */
export const setMaintenance = (ids: number[], on: boolean): Promise<OperationResults> => call(endpoints.maintenance, { ids, on });
export const operatePhones = (
  ids: number[],
  operation: FleetOperation,
  migrate?: boolean,
  options?: { passErrors: boolean },
): Promise<OperationResults> =>
  call(endpoints.operate, operation === 'replace' ? { ids, operation, migrate } : { ids, operation }, options);

/** The dialog shows a refusal (unknown phone, not served) itself. */
export const injectFault = (input: FaultInput) => call(fleetFaultsAdminApi.endpoints.fault, input, { passErrors: true });
