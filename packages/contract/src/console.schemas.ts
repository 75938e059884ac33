import { z } from 'zod';
import type { frontAdminApi, frontApi, memberAdminApi, memberApi, shellApi } from './console.endpoints.js';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import {
  BrandingInputSchema,
  BrandingSchema,
  BrandingSettingsSchema,
  DataCentreSchema,
  DictDataQuerySchema,
  DictDataSchema,
  GlobalConfigSchema,
} from './front.js';
import { GetInfoSchema, MemberInfoSchema, MemberPermissionSwitchesSchema } from './member.js';
import {
  CustomerServiceEntryAdminSchema,
  CustomerServiceEntryInputSchema,
  CustomerServiceEntryUpdateSchema,
  CustomerServiceQuery,
  CustomerServiceEntrySchema,
  FeedbackSchema,
  GlobalConfigSettingsSchema,
  GlobalConfigSettingsInputSchema,
  MenuRouteSchema,
  PageViewSchema,
} from './shell.js';
import { idField } from './fields.js';

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
  dcInfo: { summary: 'Data centres: code, name (in the caller’s language), country, city', reply: z.array(DataCentreSchema) },
  dictData: {
    summary: 'A dictionary’s entries by dictType, sorted; labels in the caller’s language',
    input: DictDataQuerySchema,
    reply: z.array(DictDataSchema),
  },
} satisfies EndpointSchemas<typeof frontApi.endpoints>;

export const frontAdminSchemas = {
  globalConfig: { summary: 'What members see around the pages: hidden menus, help-centre link', reply: GlobalConfigSettingsSchema },
  setGlobalConfig: {
    summary: 'Set the hidden menus and the help-centre link',
    input: GlobalConfigSettingsInputSchema,
    reply: GlobalConfigSettingsSchema,
  },
  branding: { summary: 'The branding as the operator set it (over the defaults)', reply: BrandingSettingsSchema },
  setBranding: {
    summary: 'Set any of text, main, logo, leftBg, welcomeText, loginWay, registerType (the rest kept); live at once in front/logo',
    input: BrandingInputSchema,
    reply: BrandingSettingsSchema,
  },
  customerServicePage: {
    summary: 'Every customer-service entry, enabled or not',
    input: CustomerServiceQuery,
    reply: pageResult(CustomerServiceEntryAdminSchema),
  },
  createCustomerService: {
    summary: 'Add a contact (type 1) or the group contact (type 2); htmlCode is sanitised, link must be http(s)',
    input: CustomerServiceEntryInputSchema,
    reply: z.number().int(),
  },
  updateCustomerService: { summary: 'Edit a customer-service entry', input: CustomerServiceEntryUpdateSchema, reply: z.boolean() },
  deleteCustomerService: { summary: 'Delete a customer-service entry', input: z.object({ id: idField }), reply: z.boolean() },
} satisfies EndpointSchemas<typeof frontAdminApi.endpoints>;
