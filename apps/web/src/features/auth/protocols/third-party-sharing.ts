import type { ProtocolDocumentText } from './types';

export const thirdPartySharing: ProtocolDocumentText = {
  updated: '2025-03-20',
  text: {
    'zh-CN': {
      intro:
        '为实现相关功能，我们会在以下场景中与第三方共享必要的个人信息。我们会要求第三方按照不低于本平台的标准保护您的信息，且仅用于所列目的。',
      sections: [
        {
          heading: '一、短信服务商',
          paragraphs: ['使用场景：发送登录、注册、找回密码和绑定手机号的验证码，以及到期提醒短信。', '共享信息：手机号、短信内容。'],
        },
        {
          heading: '二、邮件服务商',
          paragraphs: ['使用场景：邮箱注册时发送邮箱验证码。', '共享信息：邮箱地址、邮件内容。'],
        },
        {
          heading: '三、支付服务商（微信支付、支付宝）',
          paragraphs: [
            '使用场景：购买、续费、升级云机时完成支付与退款。',
            '共享信息：订单号、订单金额、商品名称；支付账户信息由支付服务商直接收集，我们不会获取您的银行卡信息。',
          ],
        },
        {
          heading: '四、第三方登录平台',
          paragraphs: [
            '使用场景：您选择使用第三方账号登录时，完成授权与身份确认。',
            '共享信息：授权码与登录状态参数；我们从第三方获取您的昵称与唯一标识。',
          ],
        },
        {
          heading: '五、云基础设施服务商',
          paragraphs: [
            '使用场景：承载云机运行、文件存储与网络连接。',
            '共享信息：云机运行所需的设备配置与您上传的文件，均存储于境内数据中心。',
          ],
        },
        {
          heading: '六、变更说明',
          paragraphs: ['如共享的第三方、目的或信息类型发生变化，我们将更新本清单并以显著方式提示您。'],
        },
      ],
    },
    'en-US': {
      intro:
        'To provide some features we share the necessary personal information with third parties in the cases below. We require them to protect it at least as well as we do and to use it only for the stated purpose.',
      sections: [
        {
          heading: '1. SMS providers',
          paragraphs: [
            'Purpose: sending verification codes for sign-in, registration, password reset and phone binding, and expiry reminders.',
            'Shared: phone number, message text.',
          ],
        },
        {
          heading: '2. E-mail providers',
          paragraphs: ['Purpose: sending the e-mail code when you register by e-mail.', 'Shared: e-mail address, message text.'],
        },
        {
          heading: '3. Payment providers (WeChat Pay, Alipay)',
          paragraphs: [
            'Purpose: paying for and refunding purchases, renewals and upgrades.',
            'Shared: order number, amount and product name. Your payment account details are collected by the payment provider directly; we never see your bank card details.',
          ],
        },
        {
          heading: '4. Social login providers',
          paragraphs: [
            'Purpose: authorising and confirming your identity when you choose to sign in with a social account.',
            'Shared: the authorization code and state; we receive your nickname and unique identifier.',
          ],
        },
        {
          heading: '5. Cloud infrastructure providers',
          paragraphs: [
            'Purpose: running cloud phones, storing files and providing network connections.',
            'Shared: the device configuration your cloud phones need and the files you upload, all stored in data centres in mainland China.',
          ],
        },
        {
          heading: '6. Changes',
          paragraphs: ['If the third parties, purposes or kinds of information change, we will update this list and tell you prominently.'],
        },
      ],
    },
  },
};
