import type { ProtocolDocumentText } from './types';

export const userAgreement: ProtocolDocumentText = {
  updated: '2025-03-20',
  text: {
    'zh-CN': {
      intro:
        '欢迎使用云手机服务（以下简称“本服务”）。本协议是您与本服务运营方之间就注册、登录和使用本服务所订立的协议。请您在使用前仔细阅读，尤其是以加粗或显著方式提示的免责与限制条款。您勾选同意或实际使用本服务，即表示您已充分理解并接受本协议全部内容。',
      sections: [
        {
          heading: '一、服务内容',
          paragraphs: [
            '本服务向您提供运行在云端服务器上的安卓虚拟手机（以下简称“云机”）。您可以通过网页或客户端远程操作云机，进行应用安装、文件上传、分组管理、群控操作、授权他人使用等。',
            '云机的规格、有效期、价格及可用功能以购买页面展示为准。云机到期未续费的，我们将在合理期限后回收该云机及其中的数据。',
          ],
        },
        {
          heading: '二、账号注册与安全',
          paragraphs: [
            '您应使用本人实名登记的中国大陆手机号注册并登录，并保证所提供信息真实、准确、完整。',
            '账号仅限您本人使用，请妥善保管密码与短信验证码。因您保管不善导致的账号被盗用、数据丢失等损失，由您自行承担；如发现账号异常，请立即修改密码并联系客服。',
            '同一账号在其他设备登录时，当前设备会被要求重新登录，以保障您的账号安全。',
          ],
        },
        {
          heading: '三、使用规范',
          paragraphs: [
            '您不得利用云机从事任何违反中华人民共和国法律法规的活动，包括但不限于：传播违法信息、网络诈骗、赌博、刷单炒信、恶意注册、批量操控他人账号、侵犯他人知识产权或个人信息等。',
            '您不得对本服务进行反向工程、破解、攻击，或以任何方式干扰本服务的正常运行。',
            '如您违反上述规范，我们有权视情节采取警告、限制功能、暂停或终止服务、冻结账号等措施，并依法配合有关部门调查。',
          ],
        },
        {
          heading: '四、费用与退款',
          paragraphs: [
            '本服务的购买、续费、升级均以页面公示的价格为准，支付成功后服务即时生效。兑换码仅限在有效期内兑换一次。',
            '除法律规定或页面另有约定外，已生效的云机服务不支持无理由退款；因我们的原因导致服务无法使用的，我们将按未使用时长补偿或退款。',
          ],
        },
        {
          heading: '五、数据与备份',
          paragraphs: [
            '云机内的数据由您自行管理。一键新机、恢复出厂设置、更换设备等操作可能清除云机数据，请在操作前确认并做好备份。',
            '我们会采取合理的技术措施保障云机的稳定运行，但不对因不可抗力、网络故障或第三方原因造成的服务中断承担超出法律规定的责任。',
          ],
        },
        {
          heading: '六、协议的变更与终止',
          paragraphs: [
            '我们可能根据业务调整或法律变化更新本协议，更新后将在页面显著位置公布。若您不同意更新内容，可停止使用本服务并申请注销账号；继续使用即视为接受更新后的协议。',
            '您可以在“账号中心”申请注销账号。注销后，账号下的云机、积分与数据将被清除且无法恢复。',
          ],
        },
        {
          heading: '七、法律适用与争议解决',
          paragraphs: [
            '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，任一方可向运营方所在地有管辖权的人民法院提起诉讼。',
          ],
        },
      ],
    },
    'en-US': {
      intro:
        'Welcome to the Cloud Phone service (the "Service"). This agreement governs your registration, sign-in and use of the Service between you and its operator. Please read it carefully before use, especially the limitation clauses. By ticking the box or using the Service you confirm that you understand and accept this agreement in full.',
      sections: [
        {
          heading: '1. The Service',
          paragraphs: [
            'The Service provides Android virtual phones running on cloud servers ("cloud phones"). Through the web console or a client you can operate them remotely, install apps, upload files, organise them in groups, control several at once and authorize other accounts to use them.',
            'The specification, term, price and features of a cloud phone are as shown on the purchase page. A cloud phone that expires without renewal, together with its data, is reclaimed after a reasonable grace period.',
          ],
        },
        {
          heading: '2. Account and security',
          paragraphs: [
            'You must register and sign in with a mainland China mobile number registered in your own name, and keep your information true, accurate and complete.',
            'Your account is for your own use. Keep your password and SMS codes safe; losses caused by careless handling, such as account theft or data loss, are yours. If you notice anything unusual, change your password and contact customer service at once.',
            'When your account signs in on another device, the current device is asked to sign in again, to protect your account.',
          ],
        },
        {
          heading: '3. Acceptable use',
          paragraphs: [
            "You must not use cloud phones for anything unlawful under the laws of the People's Republic of China, including spreading illegal content, fraud, gambling, fake reviews or orders, mass registration, controlling other people's accounts, or infringing intellectual property or personal information.",
            'You must not reverse-engineer, crack or attack the Service, or interfere with its normal operation in any way.',
            'If you break these rules we may, depending on the case, warn you, limit features, suspend or end the Service, or freeze the account, and will cooperate with the authorities as the law requires.',
          ],
        },
        {
          heading: '4. Fees and refunds',
          paragraphs: [
            'Purchases, renewals and upgrades are charged at the prices shown on the page and take effect once payment succeeds. A redemption code can be redeemed once, within its validity period.',
            'Unless the law or the page says otherwise, an active cloud phone service cannot be refunded without cause. If the Service cannot be used because of us, we compensate or refund the unused time.',
          ],
        },
        {
          heading: '5. Data and backups',
          paragraphs: [
            'You manage the data inside your cloud phones. One-click new machine, factory reset and device replacement may erase that data: confirm and back up before you start them.',
            'We take reasonable technical measures to keep cloud phones running, but are not liable beyond what the law requires for interruptions caused by force majeure, network failures or third parties.',
          ],
        },
        {
          heading: '6. Changes and termination',
          paragraphs: [
            'We may update this agreement when the business or the law changes and will publish updates prominently. If you do not accept an update you may stop using the Service and close your account; continuing to use it means you accept the update.',
            'You can close your account in the account center. Closing it removes its cloud phones, points and data permanently.',
          ],
        },
        {
          heading: '7. Governing law and disputes',
          paragraphs: [
            "This agreement is governed by the laws of the People's Republic of China. Disputes shall first be settled by friendly negotiation; failing that, either party may sue before the competent people's court where the operator is located.",
          ],
        },
      ],
    },
  },
};
