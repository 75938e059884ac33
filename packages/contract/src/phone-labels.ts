import { z } from 'zod';
import { idField as id, text } from './fields.js';
import { PHONE_LABEL_MAX } from './phone-label-messages.js';
import { PHONE_PAGE_SIZE_MAX } from './phones.js';

/**
 * Labels on a phone's binding (spec point 7, `/trade/phone-bound/add-label`, `label-list`): free
 * text the phone's owner writes on it, shown on its card. They are the owner's alone: a grantee
 * neither sees nor writes them, and a phone's labels stay with the member who wrote them (a
 * transferred phone's new owner starts with none).
 */

export { LABELS_PER_PHONE_MAX, PHONE_LABEL_MAX } from './phone-label-messages.js';

/** A trimmed label of 1..PHONE_LABEL_MAX characters, one line, no control characters. */
export const phoneLabelField = text('phones.label.required')
  .trim()
  .min(1, { error: 'phones.label.required' })
  .refine((label) => [...label].length <= PHONE_LABEL_MAX, { error: 'phones.label.length' });

/** POST /app-api/trade/phone-bound/add-label → the new label's id. */
export const AddPhoneLabelSchema = z.object({ phoneId: id, label: phoneLabelField });
export type AddPhoneLabel = z.input<typeof AddPhoneLabelSchema>;

/** POST /app-api/trade/phone-bound/label-list → the phone's labels, oldest first. */
export const PhoneLabelListSchema = z.object({ phoneId: id });
export type PhoneLabelList = z.input<typeof PhoneLabelListSchema>;

/** POST /app-api/trade/phone-bound/remove-label → true (not in the spec: a label written can be taken off). */
export const RemovePhoneLabelSchema = z.object({ id });
export type RemovePhoneLabel = z.input<typeof RemovePhoneLabelSchema>;

/**
 * POST /app-api/trade/phone-bound/label-list-batch: the labels of many phones at once, for the
 * cards of a loaded page of the list (one request per page instead of one per card).
 */
export const PhoneLabelBatchSchema = z.object({
  phoneIds: z
    .array(id, { error: 'phones.select.required' })
    .min(1, { error: 'phones.select.required' })
    .max(PHONE_PAGE_SIZE_MAX, { error: 'validation.invalid' }),
});
export type PhoneLabelBatch = z.input<typeof PhoneLabelBatchSchema>;

export const PhoneLabelSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export type PhoneLabel = z.infer<typeof PhoneLabelSchema>;

/** One phone's labels in a batch answer; phones without labels, and phones not the caller's own, are left out. */
export const PhoneLabelsOfPhoneSchema = z.object({ phoneId: z.number().int(), labels: z.array(PhoneLabelSchema) });
export type PhoneLabelsOfPhone = z.infer<typeof PhoneLabelsOfPhoneSchema>;
