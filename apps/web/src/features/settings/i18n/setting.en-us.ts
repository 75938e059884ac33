import type { settingZhCN } from './setting.zh-cn';

/** The "setting" locale module in English (features/settings). */
export const settingEnUS: typeof settingZhCN = {
  setting: {
    about: {
      title: 'About us',
      productFallback: 'Cloud Phone',
      version: 'Version {{version}}',
      documents: 'Agreements and rules',
      updated: 'Updated: {{date}}',
      loading: 'Loading…',
      loadFailed: 'The text could not be loaded; please try again later',
      licences: 'Open-source licences',
      licencesIntro: 'This console is built with the following open-source components; thanks to their authors.',
      licenceCount: '{{count}} components',
      columns: { name: 'Component', version: 'Version', licence: 'Licence' },
      filter: 'Search by name',
    },
    customer: {
      title: 'Customer service',
      intro: 'Need help? Reach us in any of these ways.',
      group: 'Member group chat',
      join: 'Join now',
      contacts: 'Customer service contacts',
      weChat: 'WeChat',
      copy: 'Copy',
      empty: 'No customer service contacts yet',
      helpCenter: 'Help centre',
      helpCenterText: 'Questions and answers, and how-to guides',
      openHelpCenter: 'Open the help centre',
      loadFailed: 'The customer service details could not be loaded',
    },
  },
};
