import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { Branding, BrandingInput, BrandingSettings, DataCentre, DictData, DictDataQueryInput, GlobalConfig } from './front.js';
import type { GetInfo, MemberInfo, MemberPermissionSwitches } from './member.js';
import type {
  CustomerServiceEntry,
  CustomerServiceEntryAdmin,
  CustomerServiceEntryInput,
  CustomerServiceEntryUpdateInput,
  CustomerServiceQueryInput,
  FeedbackInput,
  GlobalConfigSettings,
  GlobalConfigSettingsInput,
  MenuRoute,
  PageViewInput,
} from './shell.js';

/**
 * The console around the pages: who is signed in, the menus, the message count, feedback, page
 * views, branding and customer service (spec point 7); schemas in console.schemas.ts.
 */
export const memberApi = {
  tag: 'member',
  endpoints: {
    current: getEndpoint<void, MemberInfo>('/app-api/member/member/currentMemberInfo'),
    getInfo: getEndpoint<void, GetInfo>('/getInfo'),
  },
} satisfies ApiArea;

export const memberAdminApi = {
  tag: 'operator members',
  endpoints: {
    permissionSwitches: getEndpoint<void, MemberPermissionSwitches>('/admin-api/member/permission-switches', 'operator', {
      permission: 'member:setting:query',
    }),
    setPermissionSwitches: putEndpoint<MemberPermissionSwitches, MemberPermissionSwitches>(
      '/admin-api/member/permission-switches',
      'operator',
      { permission: 'member:setting:update' },
    ),
  },
} satisfies ApiArea;

export const shellApi = {
  tag: 'console shell',
  endpoints: {
    routers: getEndpoint<void, MenuRoute[]>('/getRouters'),
    feedback: postEndpoint<FeedbackInput, number>('/app-api/system/user-feedback/feedback'),
    pageView: postEndpoint<PageViewInput>('/app-api/system/page-view'),
  },
} satisfies ApiArea;

/** What the console shows before and around sign-in, to anyone. */
export const frontApi = {
  tag: 'system',
  endpoints: {
    branding: getEndpoint<void, Branding>('/app-api/system/front/logo', 'public'),
    globalConfig: getEndpoint<void, GlobalConfig>('/app-api/system/front/global-config', 'public'),
    customerService: getEndpoint<CustomerServiceQueryInput, PageResult<CustomerServiceEntry>>(
      '/app-api/system/customer-service/page',
      'public',
    ),
    /** Data centres (region names shown beside each phone's region). */
    dcInfo: getEndpoint<void, DataCentre[]>('/app-api/system/front/dc-info', 'public'),
    /** One dictionary's entries, labels in the caller's language (the console caches them). */
    dictData: getEndpoint<DictDataQueryInput, DictData[]>('/app-api/system/dict-data/get', 'public'),
  },
} satisfies ApiArea;

/** The operator's settings of what members see around the pages: help-centre link, hidden menus, contacts. */
export const frontAdminApi = {
  tag: 'operator system',
  endpoints: {
    globalConfig: getEndpoint<void, GlobalConfigSettings>('/admin-api/system/front/global-config', 'operator', {
      permission: 'system:front:query',
    }),
    setGlobalConfig: putEndpoint<GlobalConfigSettingsInput, GlobalConfigSettings>('/admin-api/system/front/global-config', 'operator', {
      permission: 'system:front:update',
    }),
    branding: getEndpoint<void, BrandingSettings>('/admin-api/system/front/logo', 'operator', { permission: 'system:front:query' }),
    /** Any of the branding fields; the others are kept. Members see it at once. */
    setBranding: putEndpoint<BrandingInput, BrandingSettings>('/admin-api/system/front/logo', 'operator', {
      permission: 'system:front:update',
    }),
    customerServicePage: getEndpoint<CustomerServiceQueryInput, PageResult<CustomerServiceEntryAdmin>>(
      '/admin-api/system/customer-service/page',
      'operator',
      { permission: 'system:front:query' },
    ),
    createCustomerService: postEndpoint<CustomerServiceEntryInput, number>('/admin-api/system/customer-service/create', 'operator', {
      permission: 'system:front:update',
    }),
    updateCustomerService: putEndpoint<CustomerServiceEntryUpdateInput>('/admin-api/system/customer-service/update', 'operator', {
      permission: 'system:front:update',
    }),
    deleteCustomerService: deleteEndpoint<{ id: number | string }>('/admin-api/system/customer-service/delete', 'operator', {
      permission: 'system:front:update',
    }),
  },
} satisfies ApiArea;
