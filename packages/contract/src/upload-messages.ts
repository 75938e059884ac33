/**
 * Messages of pushing apps and files (spec points 5 and 8) that the console shows too, both
 * locales; merged into `messages`. The server's own texts (records, per-phone results) are in
 * server-messages.ts.
 */
export const uploadMessages = {
  'uploads.files.required': { 'zh-CN': '请选择要上传的文件或应用', 'en-US': 'Please choose files or apps to push' },
  'uploads.files.max': { 'zh-CN': '最多 10 个文件/应用', 'en-US': 'Maximum 10 files/apps' },
  'uploads.name.exists': { 'zh-CN': '文件已存在', 'en-US': 'File already exists' },
  'uploads.badFormat': { 'zh-CN': '文件格式错误', 'en-US': 'File format error' },
  'uploads.busy': {
    'zh-CN': '当前上传未完成，不能继续添加文件',
    'en-US': 'Cannot add more files while the current upload runs',
  },
  'uploads.name.invalid': {
    'zh-CN': '文件名不能为空，且不能超过 255 个字节',
    'en-US': 'The file name must not be empty or longer than 255 bytes',
  },
  'uploads.tooLarge': { 'zh-CN': '文件大小不能超过 {max}', 'en-US': 'The file cannot be larger than {max}' },
  'uploads.quota.exceeded': {
    'zh-CN': '存储空间不足：已用 {used}，上限 {max}',
    'en-US': 'Not enough storage: {used} of {max} used',
  },
  'uploads.interrupted': {
    'zh-CN': '文件在 {seconds} 秒内没有继续传输，上传已中断，请重试',
    'en-US': 'The file stopped arriving for {seconds} s and the upload was ended; please try again',
  },
  'uploads.rateLimited': { 'zh-CN': '上传过于频繁，请稍后再试', 'en-US': 'Too many uploads; please try again later' },
  'uploads.quota.usage': { 'zh-CN': '已用存储 {used} / {max}', 'en-US': 'Storage used: {used} of {max}' },
  'uploads.quota.retain': {
    'zh-CN': '推送过的文件在最后一次使用 {days} 天后清理',
    'en-US': 'Pushed files are removed {days} days after their last use',
  },
  'uploads.file.expired': {
    'zh-CN': '文件已超过保存期限被清理，请重新上传后再推送',
    'en-US': 'The file was past its keeping period and has been removed; upload it again to push it',
  },
  'uploads.file.expiredTag': { 'zh-CN': '已过期', 'en-US': 'Expired' },
  'uploads.targetDir.invalid': {
    'zh-CN': '目标目录须为 /sdcard 下的绝对路径',
    'en-US': 'The folder must be an absolute path under /sdcard',
  },
  'uploads.packageName.required': { 'zh-CN': '请输入应用包名', 'en-US': 'Please enter the package name' },
  'uploads.packageName.invalid': {
    'zh-CN': '应用包名格式不正确，例如 com.example.app',
    'en-US': 'The package name is invalid, e.g. com.example.app',
  },
  'uploads.status.executing': { 'zh-CN': '执行中', 'en-US': 'Executing' },
  'uploads.status.failed': { 'zh-CN': '失败', 'en-US': 'Failed' },
  'uploads.status.partial': { 'zh-CN': '部分成功', 'en-US': 'Partial success' },
  'uploads.status.success': { 'zh-CN': '成功', 'en-US': 'Success' },
  'uploads.type.apk': { 'zh-CN': '应用', 'en-US': 'App' },
  'uploads.type.file': { 'zh-CN': '文件', 'en-US': 'File' },
  'uploads.type.mixed': { 'zh-CN': '应用和文件', 'en-US': 'Apps and files' },
} as const;
