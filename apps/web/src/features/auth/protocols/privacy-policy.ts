import type { ProtocolDocumentText } from './types';

export const privacyPolicy: ProtocolDocumentText = {
  updated: '2025-03-20',
  text: {
    'zh-CN': {
      intro:
        '我们深知个人信息对您的重要性，并会依据《中华人民共和国个人信息保护法》等法律法规保护您的个人信息。本政策说明我们在您使用云手机服务时如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。',
      sections: [
        {
          heading: '一、我们收集的信息',
          paragraphs: [
            '账号信息：注册和登录时的手机号、用户名、密码（仅保存不可逆的加密摘要）、邮箱（如您选择邮箱注册）；第三方登录时由第三方平台提供的昵称与唯一标识。',
            '服务信息：您购买的云机、订单与支付状态、积分变动、上传记录、分组与标签、代理配置、授权关系等为提供服务所必需的信息。',
            '安全信息：登录时间、IP 地址、浏览器类型、设备标识、操作日志，用于识别异常登录、防范盗号和欺诈。',
          ],
        },
        {
          heading: '二、我们如何使用信息',
          paragraphs: [
            '用于创建和管理您的账号、验证身份（短信与图形验证码）、提供云机远程操作、处理订单与售后、发送到期提醒和服务通知。',
            '用于保障账号与服务安全，例如在您的账号于其他设备登录时通知您。未经您同意，我们不会将个人信息用于本政策未载明的其他目的。',
          ],
        },
        {
          heading: '三、云机内的数据',
          paragraphs: [
            '您在云机中安装的应用、登录的账号和产生的数据归您所有。除为排查您报告的故障且经您授权外，我们不会访问云机内的内容。',
          ],
        },
        {
          heading: '四、信息的存储',
          paragraphs: [
            '您的个人信息存储于中华人民共和国境内的服务器，保存期限为实现服务目的所必需的最短时间。账号注销后，我们将删除或匿名化处理您的个人信息，法律法规另有要求的除外。',
          ],
        },
        {
          heading: '五、信息的共享与披露',
          paragraphs: [
            '我们仅在提供服务所必需时向合作方共享必要信息，具体见《第三方共享清单》。我们不会出售您的个人信息。',
            '在法律法规要求或有权机关依法要求时，我们可能披露相关信息。',
          ],
        },
        {
          heading: '六、您的权利',
          paragraphs: [
            '您可以在账号中心查询、更正您的个人信息，修改密码，或申请注销账号。您也可以通过客服撤回授权、获取个人信息副本或投诉举报，我们将在十五个工作日内答复。',
          ],
        },
        {
          heading: '七、安全措施',
          paragraphs: [
            '我们采用传输加密（HTTPS）、密码加盐哈希、访问权限控制、令牌定期轮换等措施保护您的信息。若发生个人信息安全事件，我们将依法及时告知您并采取补救措施。',
          ],
        },
      ],
    },
    'en-US': {
      intro:
        "We know how much your personal information matters to you and protect it under the Personal Information Protection Law of the People's Republic of China and related rules. This policy explains how we collect, use, store, share and protect personal information when you use the Cloud Phone service, and the rights you have.",
      sections: [
        {
          heading: '1. What we collect',
          paragraphs: [
            'Account information: your phone number, user name, password (only an irreversible hash is kept) and e-mail address (if you register by e-mail) when you register and sign in; the nickname and unique identifier a social login provider gives us.',
            'Service information: your cloud phones, orders and payment states, points changes, upload records, groups and tags, proxy settings and authorizations — what is needed to provide the Service.',
            'Security information: sign-in times, IP address, browser type, device identifiers and operation logs, used to spot unusual sign-ins and prevent account theft and fraud.',
          ],
        },
        {
          heading: '2. How we use it',
          paragraphs: [
            'To create and manage your account, verify your identity (SMS and image codes), let you operate cloud phones remotely, handle orders and after-sales service, and send expiry reminders and service notices.',
            'To keep your account and the Service safe, for example by telling you when your account signs in on another device. We do not use personal information for purposes not stated here without your consent.',
          ],
        },
        {
          heading: '3. Data inside your cloud phones',
          paragraphs: [
            'The apps you install, the accounts you sign in to and the data you create inside a cloud phone are yours. We do not access them, except to investigate a fault you report and with your permission.',
          ],
        },
        {
          heading: '4. Storage',
          paragraphs: [
            "Your personal information is stored on servers in the People's Republic of China for no longer than the Service needs. After you close your account we delete or anonymise it, unless the law requires otherwise.",
          ],
        },
        {
          heading: '5. Sharing and disclosure',
          paragraphs: [
            'We share only what a partner needs to provide the Service, as listed in the Third-party Sharing List. We never sell your personal information.',
            'We may disclose information when laws or competent authorities lawfully require it.',
          ],
        },
        {
          heading: '6. Your rights',
          paragraphs: [
            'In the account center you can view and correct your information, change your password or close your account. Through customer service you can also withdraw consent, obtain a copy of your information or file a complaint; we answer within fifteen working days.',
          ],
        },
        {
          heading: '7. Security',
          paragraphs: [
            'We protect your information with encrypted transport (HTTPS), salted password hashing, access control and regular token rotation. If a personal information security incident happens we will tell you promptly as the law requires and take remedial action.',
          ],
        },
      ],
    },
  },
};
