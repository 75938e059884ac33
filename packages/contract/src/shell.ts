import { z } from 'zod';
import { ALL_PERMISSIONS } from './constants.js';
import { text, wholeNumber } from './fields.js';

/** Route meta of spec point 2: title (an i18n key of the `menu` module), icons and tag-view flags. */
export const RouteMetaSchema = z.object({
  title: z.string(),
  icon: z.string().optional(),
  activeIcon: z.string().optional(),
  noCache: z.boolean().optional(),
  affix: z.boolean().optional(),
  /** An external address: opens in a new tab. */
  link: z.string().optional(),
  /** Hidden from the breadcrumb. */
  breadcrumb: z.boolean().optional(),
});
export type RouteMeta = z.infer<typeof RouteMetaSchema>;

/**
 * One node of the server-supplied menu tree. `component` is `Layout` (the main shell),
 * `ParentView` (a pass-through container) or a page name the web maps to a lazy page.
 */
export interface MenuRoute {
  name?: string | undefined;
  path: string;
  component: string;
  redirect?: string | undefined;
  hidden?: boolean | undefined;
  alwaysShow?: boolean | undefined;
  meta?: RouteMeta | undefined;
  /** Member permission tags of which the member needs one to get this route (spec point 6). */
  permissions?: string[] | undefined;
  children?: MenuRoute[] | undefined;
}
export const MenuRouteSchema: z.ZodType<MenuRoute> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    path: z.string(),
    component: z.string(),
    redirect: z.string().optional(),
    hidden: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    meta: RouteMetaSchema.optional(),
    permissions: z.array(z.string()).optional(),
    children: z.array(MenuRouteSchema).optional(),
  }),
);

/**
 * Spec point 6, "routes shown are generated from permissions": drops the routes whose
 * `permissions` the member holds none of (nor the wildcard), and containers left with no pages.
 * The server answers /getRouters with this and the web applies it again with /getInfo's list.
 */
export function allowedRoutes(tree: readonly MenuRoute[], permissions: readonly string[]): MenuRoute[] {
  const holds = (required: string[]) => permissions.some((p) => p === ALL_PERMISSIONS || required.includes(p));
  return tree.flatMap((route) => {
    if (route.permissions?.length && !holds(route.permissions)) return [];
    if (!route.children?.length) return [route];
    const children = allowedRoutes(route.children, permissions);
    return children.length ? [{ ...route, children }] : [];
  });
}

export const FEEDBACK_TITLE_MAX = 100;
export const FEEDBACK_CONTENT_MAX = 300;

export const FeedbackSchema = z.object({
  feedbackTitle: text('validation.feedbackTitle.required')
    .trim()
    .min(1, { error: 'validation.feedbackTitle.required' })
    .max(FEEDBACK_TITLE_MAX, { error: 'validation.feedbackTitle.max' }),
  feedbackContent: text('validation.feedbackContent.required', { multiline: true })
    .trim()
    .min(1, { error: 'validation.feedbackContent.required' })
    .max(FEEDBACK_CONTENT_MAX, { error: 'validation.feedbackContent.max' }),
  /** Always "1" from the web console (spec point 3). */
  feedbackSource: z.literal('1', { error: 'validation.invalid' }),
});
export type FeedbackInput = z.input<typeof FeedbackSchema>;

export const PageViewSchema = z.object({
  path: text().trim().min(1).max(300),
  title: text().trim().max(100).optional(),
});
export type PageViewInput = z.input<typeof PageViewSchema>;

/** Customer-service entries: type 1 contact list, type 2 group contact (spec point 7). */
export const CUSTOMER_SERVICE_TYPES = { contact: 1, group: 2 } as const;
export const CustomerServiceQuery = z.object({
  pageNo: wholeNumber({ min: 1 }).default(1),
  pageSize: wholeNumber({ min: 1, max: 50 }).default(10),
  type: wholeNumber({ min: 1, max: 2 }).optional(),
});
export type CustomerServiceQueryInput = z.input<typeof CustomerServiceQuery>;
export const CustomerServiceEntrySchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  weChatContact: z.string().nullable(),
  htmlCode: z.string().nullable(),
  link: z.string().nullable(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntrySchema>;

/** The operator's view of an entry: enabled or not, and its order. */
export const CustomerServiceEntryAdminSchema = CustomerServiceEntrySchema.extend({ sort: z.number().int(), enabled: z.boolean() });
export type CustomerServiceEntryAdmin = z.infer<typeof CustomerServiceEntryAdminSchema>;

const httpsLink = text('validation.url.invalid')
  .trim()
  .max(500, { error: 'validation.url.invalid' })
  .regex(/^https?:\/\/[^\s]+$/, { error: 'validation.url.invalid' });

export const CustomerServiceEntryInputSchema = z.object({
  type: wholeNumber({ min: 1, max: 2 }),
  name: text('validation.name.required').trim().min(1, { error: 'validation.name.required' }).max(60, { error: 'validation.invalid' }),
  weChatContact: text().trim().max(100, { error: 'validation.invalid' }).nullable().default(null),
  /** Operator HTML; the console sanitises it before showing. */
  htmlCode: text(undefined, { multiline: true }).max(10_000, { error: 'validation.invalid' }).nullable().default(null),
  link: httpsLink.nullable().default(null),
  sort: wholeNumber({ min: 0, max: 10_000 }).default(0),
  enabled: z.boolean({ error: 'validation.invalid' }).default(true),
});
export type CustomerServiceEntryInput = z.input<typeof CustomerServiceEntryInputSchema>;
export const CustomerServiceEntryUpdateSchema = CustomerServiceEntryInputSchema.extend({ id: wholeNumber({ min: 1 }) });
export type CustomerServiceEntryUpdateInput = z.input<typeof CustomerServiceEntryUpdateSchema>;

/** What the operator sets of the global config (captchaEnabled follows the server's own config). */
export const GlobalConfigSettingsSchema = z.object({ notNeedMenus: z.array(z.string()), helpCenterUrl: z.string().nullable() });
export type GlobalConfigSettings = z.infer<typeof GlobalConfigSettingsSchema>;
export const GlobalConfigSettingsInputSchema = z.object({
  notNeedMenus: z.array(text().trim().min(1).max(40)).max(50).default([]),
  helpCenterUrl: httpsLink.nullable().default(null),
});
export type GlobalConfigSettingsInput = z.input<typeof GlobalConfigSettingsInputSchema>;
