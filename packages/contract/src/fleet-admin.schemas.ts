import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { fleetAdminApi, fleetFaultsAdminApi } from './fleet-admin.endpoints.js';
import {
  AdminPhonePageQuerySchema,
  AdminPhoneRowSchema,
  DeviceHostRowSchema,
  FaultResultSchema,
  FaultSchema,
  MaintenanceSchema,
  OperateSchema,
} from './fleet-admin.js';
import { OperationResultsSchema } from './phones.js';

export const fleetAdminSchemas = {
  hosts: {
    summary: 'The device hosts: driver, address, health (a live call, its latency), capacity and the devices on each by status',
    reply: z.array(DeviceHostRowSchema),
  },
  phonePage: {
    summary:
      "Every member's phones, newest first; filters: status, androidVersion, chip, configurationId, country, city, memberId, memberPhone, owlId, expired",
    input: AdminPhonePageQuerySchema,
    reply: pageResult(AdminPhoneRowSchema),
  },
  maintenance: {
    summary:
      'Maintenance mode on (device status 99: members cannot operate it) or off (running again); an unknown id refuses the whole call; a result per phone',
    input: MaintenanceSchema,
    reply: OperationResultsSchema,
  },
  operate: {
    summary:
      "Reboot, reset or replace phones on their owners' behalf, as the member console does; an unknown id refuses the whole call; a result per phone",
    input: OperateSchema,
    reply: OperationResultsSchema,
  },
} satisfies EndpointSchemas<typeof fleetAdminApi.endpoints>;

export const fleetFaultsAdminSchemas = {
  fault: {
    summary: 'Inject a fault into a device (fail its next operation of a kind, offline, maintenance) or recover it',
    input: FaultSchema,
    reply: FaultResultSchema,
  },
} satisfies EndpointSchemas<typeof fleetFaultsAdminApi.endpoints>;
