/**
 * The "setting" locale module (spec point 9): strings of /setting/about and /setting/customer
 * (features/settings), loaded with them. The documents' titles are the shared `protocols.*`.
 */
export const settingZhCN = {
  setting: {
    about: {
      title: '关于我们',
      productFallback: '云手机',
      version: '版本 {{version}}',
      documents: '协议与规则',
      updated: '更新日期：{{date}}',
      loading: '加载中…',
      loadFailed: '内容加载失败，请稍后重试',
      licences: '开源组件许可',
      licencesIntro: '本控制台使用了以下开源组件，感谢它们的作者。',
      licenceCount: '共 {{count}} 个组件',
      columns: { name: '组件', version: '版本', licence: '许可协议' },
      filter: '按名称搜索',
    },
    customer: {
      title: '联系客服',
      intro: '遇到问题？通过以下方式联系我们。',
      group: '用户交流群',
      join: '立即加入',
      contacts: '客服联系方式',
      weChat: '微信',
      copy: '复制',
      empty: '暂无客服联系方式',
      helpCenter: '帮助中心',
      helpCenterText: '常见问题与使用指南',
      openHelpCenter: '打开帮助中心',
      loadFailed: '客服信息加载失败',
    },
  },
};
