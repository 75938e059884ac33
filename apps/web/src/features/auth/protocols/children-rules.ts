import type { ProtocolDocumentText } from './types';

export const childrenRules: ProtocolDocumentText = {
  updated: '2025-03-20',
  text: {
    'zh-CN': {
      intro:
        '我们依据《儿童个人信息网络保护规定》等法律法规，特别重视对不满十四周岁儿童个人信息的保护。本规则是《隐私政策》的组成部分，请监护人仔细阅读。',
      sections: [
        {
          heading: '一、适用对象',
          paragraphs: [
            '本服务主要面向成年人。不满十四周岁的儿童应在监护人的同意和指导下使用本服务；不满十八周岁的未成年人应在监护人陪同下阅读本规则及相关协议。',
          ],
        },
        {
          heading: '二、监护人同意',
          paragraphs: [
            '如我们得知在未取得监护人同意的情况下收集了儿童的个人信息，将尽快删除相关信息。监护人如发现此类情况，可随时通过客服联系我们。',
          ],
        },
        {
          heading: '三、我们收集和使用的信息',
          paragraphs: [
            '经监护人同意后，我们仅收集提供服务所必需的最少信息（如手机号），并仅用于账号登录、身份验证和服务通知，不会用于商业营销或用户画像。',
          ],
        },
        {
          heading: '四、共享与存储',
          paragraphs: [
            '除法律法规要求或为完成服务所必需外，我们不会向第三方共享儿童个人信息。儿童个人信息在境内存储，并设置更严格的访问权限，仅限授权人员在必要时访问。',
          ],
        },
        {
          heading: '五、监护人的权利',
          paragraphs: ['监护人有权查阅、更正、删除儿童的个人信息，撤回同意或要求注销账号。我们将在十五个工作日内处理您的请求。'],
        },
      ],
    },
    'en-US': {
      intro:
        "Under the Provisions on the Cyber Protection of Children's Personal Information and related rules, we take special care of the personal information of children under fourteen. These rules are part of the Privacy Policy; guardians, please read them carefully.",
      sections: [
        {
          heading: '1. Who this applies to',
          paragraphs: [
            'The Service is meant for adults. Children under fourteen may use it only with the consent and guidance of a guardian; minors under eighteen should read these rules and the related agreements together with a guardian.',
          ],
        },
        {
          heading: '2. Guardian consent',
          paragraphs: [
            "If we learn that we collected a child's personal information without a guardian's consent, we delete it as soon as possible. A guardian who finds such a case can contact customer service at any time.",
          ],
        },
        {
          heading: '3. What we collect and why',
          paragraphs: [
            "With a guardian's consent we collect only the minimum the Service needs (such as a phone number), used only for sign-in, identity checks and service notices — never for marketing or profiling.",
          ],
        },
        {
          heading: '4. Sharing and storage',
          paragraphs: [
            "We do not share children's personal information with third parties unless the law requires it or the Service cannot work without it. It is stored in mainland China under stricter access control, open only to authorised staff when needed.",
          ],
        },
        {
          heading: "5. Guardians' rights",
          paragraphs: [
            "Guardians may view, correct or delete a child's personal information, withdraw consent or ask for the account to be closed. We handle requests within fifteen working days.",
          ],
        },
      ],
    },
  },
};
