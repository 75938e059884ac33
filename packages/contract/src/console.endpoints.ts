import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { Branding, GlobalConfig } from './front.js';
import type { GetInfo, MemberInfo, MemberPermissionSwitches } from './member.js';
import type { SendNoticeInput } from './notices.js';
import type { CustomerServiceEntry, CustomerServiceQueryInput, FeedbackInput, MenuRoute, PageViewInput } from './shell.js';

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
    permissionSwitches: getEndpoint<void, MemberPermissionSwitches>('/admin-api/member/permission-switches', 'operator'),
    setPermissionSwitches: putEndpoint<MemberPermissionSwitches, MemberPermissionSwitches>(
      '/admin-api/member/permission-switches',
      'operator',
    ),
  },
} satisfies ApiArea;

export const noticesApi = {
  tag: 'notices',
  endpoints: {
    unreadCount: getEndpoint<void, number>('/app-api/system/notify-message/get-unread-count'),
  },
} satisfies ApiArea;

export const noticesAdminApi = {
  tag: 'operator notices',
  endpoints: {
    send: postEndpoint<SendNoticeInput, number>('/admin-api/system/notify-message/send', 'operator'),
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
  },
} satisfies ApiArea;
