import { z } from 'zod';
import { idField, text, wholeNumber } from './fields.js';

/**
 * Popup notices (spec points 3, 4, 7 and 9): shown one at a time on /index after sign-in.
 * contentType 2 is text (spec point 3), 1 an image whose address is in `content`.
 */
export const POPUP_CONTENT_TYPES = { image: 1, text: 2 } as const;
/** popFrequency: 1 every time, 2 once per day, 3 once only. */
export const POPUP_FREQUENCIES = { everyTime: 1, oncePerDay: 2, once: 3 } as const;
/** The message types a popup notice can carry (spec point 9: 3 and 4). */
export const POPUP_MSG_TYPES = [3, 4] as const;
/** status 0 is enabled (shown), 1 disabled. */
export const POPUP_STATUS = { enabled: 0, disabled: 1 } as const;
/** The console fetches every popup in one page of this size (spec point 9). */
export const POPUP_PAGE_SIZE = 300;
export const POPUP_TITLE_MAX = 100;
export const POPUP_CONTENT_MAX = 10_000;

const pageNo = wholeNumber({ min: 1 });
const pageSize = wholeNumber({ min: 1, max: POPUP_PAGE_SIZE, error: 'validation.popup.pageSize' });
const msgType = wholeNumber({ error: 'validation.popup.msgType' }).refine((n) => (POPUP_MSG_TYPES as readonly number[]).includes(n), {
  error: 'validation.popup.msgType',
});

/**
 * A query list in either form the console's clients send: repeated keys (`msgType=3&msgType=4`,
 * which the query parser turns into an array) or one comma-separated value (`msgType=3,4`).
 */
const msgTypeList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .filter((item) => item !== ''),
  z.array(msgType).min(1, { error: 'validation.popup.msgType' }).max(POPUP_MSG_TYPES.length, { error: 'validation.popup.msgType' }),
);

/** `yyyy-MM-dd HH:mm:ss`, the browser's local wall-clock time. */
export const NOW_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** GET /app-api/system/notify-msg-manager/page (spec point 7). */
export const PopupNoticeQuerySchema = z.object({
  pageNo: pageNo.default(1),
  pageSize: pageSize.default(POPUP_PAGE_SIZE),
  nowDateTime: text()
    .regex(NOW_DATE_TIME_PATTERN, { error: 'validation.popup.nowDateTime' })
    .optional()
    .describe(
      "The browser's local time as `yyyy-MM-dd HH:mm:ss`. Accepted because the console sends it; " +
        "the server's own clock decides which notices are inside their display window, so a wrong browser clock cannot bring back an expired notice.",
    ),
  msgType: msgTypeList
    .optional()
    .describe('Message types to list, 3 and/or 4; repeated (`msgType=3&msgType=4`) or comma-separated (`msgType=3,4`). Both when absent.'),
  status: wholeNumber({ min: POPUP_STATUS.enabled, max: POPUP_STATUS.enabled, error: 'validation.popup.status' })
    .optional()
    .describe('Only 0 (enabled): members never see disabled notices.'),
});
export type PopupNoticeQuery = z.input<typeof PopupNoticeQuerySchema>;

/** One popup notice as members receive it. `lastPopupDate` and `hasPopped` live only in the browser. */
export const PopupNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Text (operator HTML, sanitised by the web) or, for contentType 1, an image address. */
  content: z.string(),
  contentType: z.number().int(),
  popFrequency: z.number().int(),
  popPriority: z.number().int(),
  msgType: z.number().int(),
  status: z.number().int(),
});
export type PopupNotice = z.infer<typeof PopupNoticeSchema>;

/** The last moment a JavaScript Date can hold (year 275760). */
const MAX_DATE_MS = 8.64e15;

/** An epoch-milliseconds moment, or null for an open end of the display window. */
const windowEdge = z
  .number({ error: 'validation.popup.time' })
  .int({ error: 'validation.popup.time' })
  .min(0, { error: 'validation.popup.time' })
  .max(MAX_DATE_MS, { error: 'validation.popup.time' })
  .nullable()
  .optional();

const popupFields = {
  title: text('validation.popup.title')
    .trim()
    .min(1, { error: 'validation.popup.title' })
    .max(POPUP_TITLE_MAX, { error: 'validation.popup.titleMax' }),
  content: text('validation.popup.content', { multiline: true })
    .trim()
    .min(1, { error: 'validation.popup.content' })
    .max(POPUP_CONTENT_MAX, { error: 'validation.popup.contentMax' }),
  contentType: z
    .number({ error: 'validation.popup.contentType' })
    .int({ error: 'validation.popup.contentType' })
    .min(POPUP_CONTENT_TYPES.image, { error: 'validation.popup.contentType' })
    .max(POPUP_CONTENT_TYPES.text, { error: 'validation.popup.contentType' }),
  popFrequency: z
    .number({ error: 'validation.popup.frequency' })
    .int({ error: 'validation.popup.frequency' })
    .min(POPUP_FREQUENCIES.everyTime, { error: 'validation.popup.frequency' })
    .max(POPUP_FREQUENCIES.once, { error: 'validation.popup.frequency' }),
  /** Lower shows first. */
  popPriority: z
    .number({ error: 'validation.popup.priority' })
    .int({ error: 'validation.popup.priority' })
    .min(0, { error: 'validation.popup.priority' })
    .max(9999, { error: 'validation.popup.priority' })
    .default(0),
  msgType: z
    .number({ error: 'validation.popup.msgType' })
    .int({ error: 'validation.popup.msgType' })
    .refine((n) => (POPUP_MSG_TYPES as readonly number[]).includes(n), { error: 'validation.popup.msgType' }),
  status: z
    .number({ error: 'validation.popup.status' })
    .int({ error: 'validation.popup.status' })
    .min(POPUP_STATUS.enabled, { error: 'validation.popup.status' })
    .max(POPUP_STATUS.disabled, { error: 'validation.popup.status' })
    .default(POPUP_STATUS.enabled),
  /** Shown from this moment (epoch ms); null or absent: from now on. */
  startTime: windowEdge,
  /** Shown until this moment (epoch ms, exclusive); null or absent: until disabled or deleted. */
  endTime: windowEdge,
};

const windowInOrder = (v: { startTime?: number | null | undefined; endTime?: number | null | undefined }) =>
  v.startTime == null || v.endTime == null || v.endTime > v.startTime;

/** POST /admin-api/system/notify-msg-manager/create */
export const CreatePopupNoticeSchema = z.object(popupFields).refine(windowInOrder, { error: 'validation.popup.window', path: ['endTime'] });
export type CreatePopupNoticeInput = z.input<typeof CreatePopupNoticeSchema>;

/** PUT /admin-api/system/notify-msg-manager/update: the whole notice, replaced. */
export const UpdatePopupNoticeSchema = z
  .object({ id: idField, ...popupFields })
  .refine(windowInOrder, { error: 'validation.popup.window', path: ['endTime'] });
export type UpdatePopupNoticeInput = z.input<typeof UpdatePopupNoticeSchema>;

/** DELETE /admin-api/system/notify-msg-manager/delete?id= */
export const PopupNoticeIdQuery = z.object({
  id: idField,
});
export type PopupNoticeId = z.input<typeof PopupNoticeIdQuery>;

/** GET /admin-api/system/notify-msg-manager/page: every notice, newest first, disabled and out-of-window ones included. */
export const AdminPopupNoticeQuerySchema = z.object({
  pageNo: pageNo.default(1),
  pageSize: pageSize.default(20),
  title: text().trim().max(POPUP_TITLE_MAX).optional(),
  msgType: msgType.optional(),
  status: wholeNumber({ min: POPUP_STATUS.enabled, max: POPUP_STATUS.disabled, error: 'validation.popup.status' }).optional(),
});
export type AdminPopupNoticeQuery = z.input<typeof AdminPopupNoticeQuerySchema>;

/** A popup notice as operators manage it. */
export const AdminPopupNoticeSchema = PopupNoticeSchema.extend({
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type AdminPopupNotice = z.infer<typeof AdminPopupNoticeSchema>;
