import type { redeemCodesZhCN } from './redeem-codes.zh-cn';

/** Strings of the /redemptionCode page (features/redeem-codes), loaded with it. */
export const redeemCodesEnUS: typeof redeemCodesZhCN = {
  redeemCodes: {
    title: 'Redemption codes',
    code: 'Redemption code',
    codeHint: 'Not case-sensitive; dashes and spaces are optional',
    redeem: {
      title: 'Redeem for a new phone',
      intro: 'Enter a new-phone code to get a cloud phone of its spec and duration.',
      single: 'One code',
      batch: 'Redeem several',
      submit: 'Redeem',
      batchPlaceholder: 'One code per line, up to {{max}} at a time',
      batchCount: '{{count}} / {{max}} codes',
      batchSubmit: 'Redeem all',
    },
    result: {
      title: 'Code redeemed',
      given: '{{spec}} · {{duration}}',
      phones: 'Phones: {{ids}}',
      delivering: 'Your cloud phone is being set up and will appear in your phone list shortly.',
      toPhones: 'Go to my cloud phones',
      batchTitle: 'Done: {{success}} redeemed, {{failed}} failed',
      succeeded: 'Redeemed',
      failed: 'Failed',
    },
    renew: {
      title: 'Renew with a code',
      intro: 'Use a renewal code to add time to your own cloud phones; they must be of the code’s spec.',
      phones: 'Phones',
      phonesPlaceholder: 'Choose the phones to renew',
      selected: 'Selected: {{count}}',
      expire: 'Expires {{time}}',
      noPhones: 'You have no phones to renew',
      submit: 'Renew',
      doneTitle: 'Renewed',
      doneText: '{{given}}; the new expiry times:',
    },
    records: {
      title: 'Redeemed codes',
      code: 'Code',
      type: 'Type',
      spec: 'Spec',
      duration: 'Duration',
      redeemTime: 'Redeemed at',
      phones: 'Phones',
      empty: 'No codes redeemed yet',
    },
    types: { purchase: 'New phone', renewal: 'Renewal' },
  },
};
