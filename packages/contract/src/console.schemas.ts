import { z } from 'zod';
import type { frontApi, memberAdminApi, memberApi, noticesAdminApi, noticesApi, shellApi } from './console.endpoints.js';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import { BrandingSchema, GlobalConfigSchema } from './front.js';
import { GetInfoSchema, MemberInfoSchema, MemberPermissionSwitchesSchema } from './member.js';
import { SendNoticeSchema } from './notices.js';
import { CustomerServiceEntrySchema, CustomerServiceQuery, FeedbackSchema, MenuRouteSchema, PageViewSchema } from './shell.js';

export const memberSchemas = {
  current: { summary: 'The signed-in member', reply: MemberInfoSchema },
  getInfo: { summary: 'Current user with roles and permissions (RuoYi shape)', reply: GetInfoSchema },
} satisfies EndpointSchemas<typeof memberApi.endpoints>;

export const memberAdminSchemas = {
  permissionSwitches: { summary: 'Member console areas switched off for the site', reply: MemberPermissionSwitchesSchema },
  setPermissionSwitches: {
    summary: 'Switch member console areas off (the rest on); menus and routes follow',
    input: MemberPermissionSwitchesSchema,
    reply: MemberPermissionSwitchesSchema,
  },
} satisfies EndpointSchemas<typeof memberAdminApi.endpoints>;

export const noticesSchemas = {
  unreadCount: { summary: "The member's unread message count", reply: z.number().int() },
} satisfies EndpointSchemas<typeof noticesApi.endpoints>;

export const noticesAdminSchemas = {
  send: {
    summary: 'Send a message to one member (by phone) or to every member; returns how many got it',
    input: SendNoticeSchema,
    reply: z.number().int(),
  },
} satisfies EndpointSchemas<typeof noticesAdminApi.endpoints>;

export const shellSchemas = {
  routers: {
    summary: "The member's menu route tree (Layout / ParentView / page components), the routes the member's permissions allow",
    reply: z.array(MenuRouteSchema),
  },
  feedback: { summary: 'Send feedback (title ≤ 100, content ≤ 300)', input: FeedbackSchema, reply: z.number().int() },
  pageView: { summary: 'Record one navigation of the console', input: PageViewSchema, reply: z.boolean() },
} satisfies EndpointSchemas<typeof shellApi.endpoints>;

export const frontSchemas = {
  branding: { summary: 'Branding: title, favicon, logo, welcome text, login way, register type', reply: BrandingSchema },
  globalConfig: { summary: 'Global console config (notNeedMenus)', reply: GlobalConfigSchema },
  customerService: {
    summary: 'Customer-service contacts; type 2 is the group contact',
    input: CustomerServiceQuery,
    reply: pageResult(CustomerServiceEntrySchema),
  },
} satisfies EndpointSchemas<typeof frontApi.endpoints>;
