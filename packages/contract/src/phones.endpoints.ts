import type { City, Country, PhoneModel } from './catalogue.js';
import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { PageQueryInput, PageResult } from './envelope.js';
import type {
  CustomizationInput,
  Density,
  NewMachineQuota,
  OperationResults,
  PhoneHistoryQuery,
  PhoneIdsInput,
  PhoneOperationEntry,
  PhonePageQueryInput,
  PhoneRow,
  PhoneStatusList,
  RecycledPhone,
  Replace,
  TrialPhone,
  UpdateAlias,
} from './phones.js';

/** The member's phones and those shared with them (spec point 7); schemas in phones.schemas.ts. */
export const phonesApi = {
  tag: 'phones',
  endpoints: {
    page: postEndpoint<PhonePageQueryInput, PageResult<PhoneRow>>('/app-api/trade/phone/app-page'),
    rename: postEndpoint<UpdateAlias>('/app-api/trade/phone/update-alias'),
    queryStatus: postEndpoint<PhoneIdsInput, PhoneStatusList>('/app-api/trade/phone-bound/query-status'),
    history: getEndpoint<PhoneHistoryQuery, PhoneOperationEntry[]>('/app-api/trade/phone/operations'),
    newMachineQuota: getEndpoint<void, NewMachineQuota>('/app-api/infra/renew-redesign/query-renew-times'),
    latestNewMachine: getEndpoint<PhoneHistoryQuery, PhoneOperationEntry | null>('/app-api/infra/renew-redesign/latest-renew-log'),
    recyclePage: getEndpoint<PageQueryInput, PageResult<RecycledPhone>>('/app-api/trade/phone/recycle-page'),
    claimTrial: postEndpoint<void, TrialPhone>('/app-api/trade/phone/distribute-for-new-member'),
  },
} satisfies ApiArea;

/**
 * Every phone operation of spec point 5, one shape for a phone and a batch: `{phoneIds}` (plus
 * what the operation's dialog asks) in, one result per phone out. The names are the operations'
 * names everywhere: the console's menu and each phone's history use them too (PHONE_HISTORY_KINDS).
 */
export const phoneOperationsApi = {
  tag: 'phone operations',
  endpoints: {
    reboot: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/cacloud/reboot-instance'),
    reset: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/trade/phone/reset-batch'),
    powerOn: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/cacloud/powerOnInstanceAsync'),
    powerOff: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/cacloud/shutDownInstanceAsync'),
    start: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/cacloud/start'),
    stop: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/cacloud/stop'),
    check: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/trade/phone/check'),
    enterDirectly: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/trade/phone/updPhoneStateRunning'),
    checkReplace: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/trade/phone/check-replace'),
    retryMigrate: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/trade/phone-bound/retry-migrate'),
    newMachine: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/renew/renew'),
    clearFiles: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/file/clear-phone-files'),
    home: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/infra/file/return-home'),
    replace: postEndpoint<Replace, OperationResults>('/app-api/trade/phone/replace-batch'),
    replaceOne: postEndpoint<Replace, OperationResults>('/app-api/trade/phone/replace'),
    density: postEndpoint<Density, OperationResults>('/app-api/infra/density/setDensity'),
    customize: postEndpoint<CustomizationInput, OperationResults>('/app-api/infra/renew-redesign/renew'),
    newMachineAs: postEndpoint<CustomizationInput, OperationResults>('/app-api/infra/renew/renew-v3'),
    upgradeImage: postEndpoint<PhoneIdsInput, OperationResults>('/app-api/trade/phone/upgrade-image'),
  },
} satisfies ApiArea;

/** What a phone can be customised as: brands and models, countries, their cities. */
export const customizationCatalogueApi = {
  tag: 'customization catalogue',
  endpoints: {
    models: getEndpoint<void, PhoneModel[]>('/app-api/infra/model-library/list'),
    modelsV2: getEndpoint<void, PhoneModel[]>('/app-api/infra/model-library/list-v2'),
    modelsV3: getEndpoint<void, PhoneModel[]>('/app-api/infra/model-library/list-v3'),
    renewModels: getEndpoint<void, PhoneModel[]>('/app-api/infra/renew-redesign/models'),
    countries: getEndpoint<void, Country[]>('/app-api/infra/renew-redesign/countries'),
    cities: getEndpoint<{ id: number | string }, City[]>('/app-api/infra/renew-redesign/cities/:id'),
  },
} satisfies ApiArea;
