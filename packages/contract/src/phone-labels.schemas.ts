import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import type { phoneLabelsApi } from './phone-labels.endpoints.js';
import {
  AddPhoneLabelSchema,
  LABELS_PER_PHONE_MAX,
  PHONE_LABEL_MAX,
  PhoneLabelBatchSchema,
  PhoneLabelListSchema,
  PhoneLabelSchema,
  PhoneLabelsOfPhoneSchema,
  RemovePhoneLabelSchema,
} from './phone-labels.js';

export const phoneLabelsSchemas = {
  add: {
    summary:
      `Label one of your own phones: 1 to ${PHONE_LABEL_MAX} characters (trimmed), at most ${LABELS_PER_PHONE_MAX} labels a phone; ` +
      'answers the new label’s id. A phone shared with you is its owner’s to label',
    input: AddPhoneLabelSchema,
    reply: z.number().int(),
  },
  list: {
    summary: 'The labels on one of your own phones, oldest first',
    input: PhoneLabelListSchema,
    reply: z.array(PhoneLabelSchema),
  },
  remove: { summary: 'Take a label off one of your own phones (by the label’s id)', input: RemovePhoneLabelSchema, reply: z.boolean() },
  listBatch: {
    summary:
      'The labels of many phones at once (a loaded page of the list, up to 500): one entry per phone of your own that has labels; ' +
      'other phones are left out',
    input: PhoneLabelBatchSchema,
    reply: z.array(PhoneLabelsOfPhoneSchema),
  },
} satisfies EndpointSchemas<typeof phoneLabelsApi.endpoints>;
