import { keyAccountApi, keyAccountSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { KeyAccountService } from './key-account.service.js';

/** The key-account allotments (decision 025): grants to one of the caller's sub-accounts, made and taken back. */
export function keyAccountRoutes(app: FastifyInstance, { guard, keyAccount }: { guard: Guard; keyAccount: KeyAccountService }) {
  serveMemberArea(
    app,
    guard,
    { area: keyAccountApi, schemas: keyAccountSchemas },
    {
      addMaintainerAllot: ({ memberId, input, request, locale }) => keyAccount.addMaintainerAllot(memberId, input, request.ip, locale),
      deleteMaintainerAllot: ({ memberId, input, request }) => keyAccount.deleteMaintainerAllot(memberId, input.subMemberId, request.ip),
      deleteDevicesAllot: ({ memberId, input, request }) =>
        keyAccount.deleteDevicesAllot(memberId, input.subMemberId, input.phoneIds, request.ip),
      cancelDeviceGroup: ({ memberId, input, request }) =>
        keyAccount.cancelDeviceGroup(memberId, input.subMemberId, input.groupId, request.ip),
    },
  );
}
