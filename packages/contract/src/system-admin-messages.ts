/** The operator console (issue 19): dictionaries, configuration, legacy notices, branding; both languages. */
export const systemAdminMessages = {
  // Dictionary types and entries (RuoYi's wording).
  'system.dict.name.required': { 'zh-CN': '字典名称不能为空', 'en-US': 'Dictionary name cannot be empty' },
  'system.dict.name.max': { 'zh-CN': '字典名称长度不能超过100个字符', 'en-US': 'The dictionary name can be at most 100 characters' },
  'system.dict.type.required': { 'zh-CN': '字典类型不能为空', 'en-US': 'Dictionary type cannot be empty' },
  'system.dict.type.max': { 'zh-CN': '字典类型长度不能超过100个字符', 'en-US': 'The dictionary type can be at most 100 characters' },
  'system.dict.type.pattern': {
    'zh-CN': '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
    'en-US': 'The dictionary type starts with a letter and holds only lower-case letters, digits and underscores',
  },
  'system.dict.type.notFound': { 'zh-CN': '字典类型不存在', 'en-US': 'This dictionary type does not exist' },
  'system.dict.type.taken': { 'zh-CN': '字典类型已存在', 'en-US': 'This dictionary type already exists' },
  'system.dict.type.inUse': {
    'zh-CN': '{name}已分配,不能删除',
    'en-US': '"{name}" still has entries and cannot be deleted',
  },
  'system.dict.label.required': { 'zh-CN': '数据标签不能为空', 'en-US': 'Data label cannot be empty' },
  'system.dict.label.max': { 'zh-CN': '数据标签长度不能超过100个字符', 'en-US': 'The data label can be at most 100 characters' },
  'system.dict.value.required': { 'zh-CN': '数据键值不能为空', 'en-US': 'Data value cannot be empty' },
  'system.dict.value.max': { 'zh-CN': '数据键值长度不能超过100个字符', 'en-US': 'The data value can be at most 100 characters' },
  'system.dict.value.taken': {
    'zh-CN': '该字典类型下已有此数据键值',
    'en-US': 'This dictionary type already has an entry with this value',
  },
  'system.dict.sort.required': { 'zh-CN': '显示顺序不能为空', 'en-US': 'Display order cannot be empty' },
  'system.dict.cssClass.max': { 'zh-CN': '样式属性长度不能超过100个字符', 'en-US': 'The CSS class can be at most 100 characters' },
  'system.dict.listClass.invalid': {
    'zh-CN': '回显样式只能是 default、primary、success、info、warning 或 danger',
    'en-US': 'The list style is one of default, primary, success, info, warning or danger',
  },
  'system.dict.data.notFound': { 'zh-CN': '字典数据不存在', 'en-US': 'This dictionary entry does not exist' },
  'system.status.invalid': { 'zh-CN': '状态只能是 0（正常）或 1（停用）', 'en-US': 'The status is 0 (normal) or 1 (disabled)' },
  'system.remark.max': { 'zh-CN': '备注不能超过500个字符', 'en-US': 'The remark can be at most 500 characters' },

  // Configuration (RuoYi's parameter settings).
  'system.config.name.required': { 'zh-CN': '参数名称不能为空', 'en-US': 'Parameter name cannot be empty' },
  'system.config.name.max': { 'zh-CN': '参数名称不能超过100个字符', 'en-US': 'The parameter name can be at most 100 characters' },
  'system.config.key.required': { 'zh-CN': '参数键名不能为空', 'en-US': 'Parameter key cannot be empty' },
  'system.config.key.max': { 'zh-CN': '参数键名长度不能超过100个字符', 'en-US': 'The parameter key can be at most 100 characters' },
  'system.config.key.pattern': {
    'zh-CN': '参数键名只能包含字母、数字和 . _ : -',
    'en-US': 'The parameter key holds only letters, digits and . _ : -',
  },
  'system.config.key.taken': { 'zh-CN': '参数键名已存在', 'en-US': 'A parameter with this key already exists' },
  'system.config.value.required': { 'zh-CN': '参数键值不能为空', 'en-US': 'Parameter value cannot be empty' },
  'system.config.value.max': { 'zh-CN': '参数键值长度不能超过500个字符', 'en-US': 'The parameter value can be at most 500 characters' },
  'system.config.value.dueDays': {
    'zh-CN': '到期提醒天数为 1-365 的整数，最多 5 个，用英文逗号分隔，如 3,1',
    'en-US': 'Due reminder days are up to 5 whole numbers from 1 to 365, separated by commas, e.g. 3,1',
  },
  'system.config.type.invalid': { 'zh-CN': '系统内置只能是 Y 或 N', 'en-US': 'Built-in is Y or N' },
  'system.config.notFound': { 'zh-CN': '参数不存在', 'en-US': 'This parameter does not exist' },
  'system.config.builtIn': { 'zh-CN': '内置参数【{key}】不能删除', 'en-US': 'The built-in parameter [{key}] cannot be deleted' },
  'system.config.builtInKey': {
    'zh-CN': '内置参数【{key}】的键名不能修改',
    'en-US': 'The key of the built-in parameter [{key}] cannot be changed',
  },

  // Notices sent by operators.
  'system.notice.titleMax': { 'zh-CN': '公告标题不能超过100个字符', 'en-US': 'The notice title can be at most 100 characters' },
  'system.notice.content': { 'zh-CN': '公告内容不能为空', 'en-US': 'Notice content cannot be empty' },
  'system.notice.contentMax': { 'zh-CN': '公告内容不能超过10000个字符', 'en-US': 'The notice content can be at most 10000 characters' },
  'system.notice.target': {
    'zh-CN': '接收人只能是一个手机号或一组会员，不能同时指定',
    'en-US': 'Send to one phone number or to chosen members, not both',
  },
  'system.notice.memberIds': { 'zh-CN': '请选择 1-1000 个会员', 'en-US': 'Choose from 1 to 1000 members' },
  'system.notice.membersUnknown': {
    'zh-CN': '所选会员中有不存在或已停用的会员，未发送',
    'en-US': 'Some chosen members do not exist or are disabled; nothing was sent',
  },
  'system.notice.notFound': { 'zh-CN': '公告不存在', 'en-US': 'This notice does not exist' },

  // Branding.
  'system.brand.text': { 'zh-CN': '页面标题为 1-30 个字符', 'en-US': 'The page title is 1 to 30 characters' },
  'system.brand.welcomeText': { 'zh-CN': '欢迎语不能超过100个字符', 'en-US': 'The welcome text can be at most 100 characters' },
  'system.brand.image': {
    'zh-CN': '请上传图片，或填写本站的图片路径（以 / 开头）',
    'en-US': 'Upload an image, or give the path of an image on this site (starting with /)',
  },
  'system.brand.loginWay': { 'zh-CN': '登录方式只能是 phone 或 password', 'en-US': 'The sign-in way is phone or password' },
  'system.brand.registerType': { 'zh-CN': '注册方式只能是 phone 或 email', 'en-US': 'The sign-up way is phone or email' },
  'system.image.type': { 'zh-CN': '只能上传 JPG 或 PNG 图片', 'en-US': 'Only JPG or PNG images can be uploaded' },
  'system.image.size': { 'zh-CN': '图片不能超过 2 MB', 'en-US': 'The image can be at most 2 MB' },
  'system.image.missing': { 'zh-CN': '请选择要上传的图片', 'en-US': 'Choose an image to upload' },
} as const;
