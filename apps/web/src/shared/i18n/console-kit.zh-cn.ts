/**
 * Strings of the shared console pieces (interaction helpers, table kit, feedback, system notice,
 * notice bell), in their own module so the shell's dictionary edits and these never collide.
 */
export const consoleKitZhCN = {
  interaction: {
    copied: '已复制',
    copyFailed: '复制失败',
    fullscreenUnsupported: '你的浏览器不支持全屏',
  },
  table: {
    total: '共 {{count}} 条',
    showSearch: '显示搜索',
    hideSearch: '隐藏搜索',
    refresh: '刷新',
    columns: '显隐列',
    columnsShown: '显示',
    columnsHidden: '隐藏',
  },
  feedbackDialog: {
    title: '意见反馈',
    titleLabel: '反馈标题',
    titlePlaceholder: '请输入反馈标题',
    contentLabel: '反馈内容',
    contentPlaceholder: '请详细描述您遇到的问题或建议',
    submit: '提交',
    cancel: '取消',
    success: '反馈已提交，感谢您的宝贵意见',
  },
  systemNotice: {
    confirm: '我知道了',
    close: '关闭',
  },
  noticeBell: {
    label: '消息通知',
    labelUnread: '消息通知，{{count}} 条未读',
    networkWarning: '消息通知连接失败，请检查网络',
  },
};
