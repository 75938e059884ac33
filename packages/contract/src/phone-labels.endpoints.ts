import type { ApiArea } from './endpoint.js';
import { postEndpoint } from './endpoint.js';
import type { AddPhoneLabel, PhoneLabel, PhoneLabelBatch, PhoneLabelList, PhoneLabelsOfPhone, RemovePhoneLabel } from './phone-labels.js';

/**
 * Labels on the member's own phones (spec point 7, `/trade/phone-bound/*`), shown on each card;
 * schemas in phone-labels.schemas.ts. A phone the member cannot see is not found; one shared with
 * them is its owner's to label.
 */
export const phoneLabelsApi = {
  tag: 'phone labels',
  endpoints: {
    add: postEndpoint<AddPhoneLabel, number>('/app-api/trade/phone-bound/add-label'),
    list: postEndpoint<PhoneLabelList, PhoneLabel[]>('/app-api/trade/phone-bound/label-list'),
    remove: postEndpoint<RemovePhoneLabel>('/app-api/trade/phone-bound/remove-label'),
    listBatch: postEndpoint<PhoneLabelBatch, PhoneLabelsOfPhone[]>('/app-api/trade/phone-bound/label-list-batch'),
  },
} satisfies ApiArea;
