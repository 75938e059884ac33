import {
  phoneOperationsApi,
  phoneOperationsSchemas,
  phonesApi,
  phonesSchemas,
  type Locale,
  type OperationResults,
  type PhoneIds,
} from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { PhoneOperations } from './phone-operations.service.js';
import type { PhonesService } from './phones.service.js';

interface Deps {
  guard: Guard;
  phones: PhonesService;
  operations: PhoneOperations;
}

/** The phone list, the recycle bin, the trial phone, and every phone operation (spec point 7, "Phones"). */
export function phonesRoutes(app: FastifyInstance, { guard, phones, operations }: Deps) {
  serveMemberArea(
    app,
    guard,
    { area: phonesApi, schemas: phonesSchemas },
    {
      page: ({ memberId, input }) => phones.page(memberId, input),
      rename: ({ memberId, input }) => phones.rename(memberId, input.phoneId, input.alias),
      queryStatus: async ({ memberId, input }) => ({ list: await phones.statuses(memberId, input.phoneIds) }),
      history: async ({ memberId, input, locale }) => {
        await phones.ensureVisible(memberId, input.phoneId);
        return operations.history(input.phoneId, locale);
      },
      newMachineQuota: ({ memberId }) => operations.newMachineQuota(memberId),
      latestNewMachine: async ({ memberId, input, locale }) => {
        await phones.ensureVisible(memberId, input.phoneId);
        return operations.latestNewMachine(input.phoneId, locale);
      },
      recyclePage: ({ memberId, input }) => phones.recyclePage(memberId, input.pageNo, input.pageSize),
      claimTrial: ({ memberId }) => phones.distributeTrial(memberId),
    },
  );

  // The request's address goes with it: what an operate grantee does is audited with it.
  const perPhone =
    (run: (memberId: number, phoneIds: number[], locale: Locale, ip: string | null) => Promise<OperationResults>) =>
    ({ memberId, input, locale, request }: { memberId: number; input: PhoneIds; locale: Locale; request: FastifyRequest }) =>
      run(memberId, input.phoneIds, locale, request.ip);
  serveMemberArea(
    app,
    guard,
    { area: phoneOperationsApi, schemas: phoneOperationsSchemas },
    {
      reboot: perPhone(operations.reboot),
      reset: perPhone(operations.reset),
      powerOn: perPhone(operations.powerOn),
      powerOff: perPhone(operations.powerOff),
      start: perPhone(operations.powerOn),
      stop: perPhone(operations.powerOff),
      check: perPhone(operations.check),
      enterDirectly: perPhone(operations.enterDirectly),
      checkReplace: perPhone(operations.checkReplace),
      retryMigrate: perPhone(operations.retryMigrate),
      newMachine: perPhone(operations.newMachine),
      clearFiles: perPhone(operations.clearFiles),
      home: perPhone(operations.home),
      replace: ({ memberId, input, locale }) => operations.replace(memberId, input.phoneIds, locale, input.migrate),
      replaceOne: ({ memberId, input, locale }) => operations.replace(memberId, input.phoneIds, locale, input.migrate),
      density: ({ memberId, input, locale }) => operations.density(memberId, input.phoneIds, locale, input.dpi),
      customize: ({ memberId, input, locale }) => operations.customize(memberId, input.phoneIds, locale, phones.profileFor(input)),
      newMachineAs: ({ memberId, input, locale }) => operations.newMachineAs(memberId, input.phoneIds, locale, phones.profileFor(input)),
      upgradeImage: perPhone(operations.upgradeImage),
    },
  );
}
