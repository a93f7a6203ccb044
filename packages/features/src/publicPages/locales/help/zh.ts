import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  contact: {
    title: '联系我们',
    text: '任何问题都可以写信给我们：我们全天 24 小时在一小时内回复。',
    formTitle: '给我们留言',
    name: '你的姓名',
    phone: '手机号码',
    phoneHint: '10 位数字，例如 0812345678',
    email: '电子邮箱（可选）',
    topic: '主题',
    topics: {
      deposit: '存款',
      withdraw: '取款',
      promotion: '优惠活动',
      account: '我的账户',
      other: '其他',
    },
    message: '留言内容',
    messageHint: '至少 10 个字符。切勿填写你的密码。',
    send: '发送留言',
    sentTitle: '留言已发送',
    sentText: '谢谢。我们的团队会尽快致电或回复你。你的参考编号是 {{reference}}。',
    another: '再发一条留言',
    otherWays: '其他联系方式',
    line: 'LINE',
    call: '电话',
    hours: '每天全天 24 小时服务',
    faqLink: '大多数答案已在常见问题中',
  },
  faqs: {
    title: '常见问题',
    text: '存款、取款、优惠活动和你的账户。',
    search: '搜索问题',
    count: '{{count}} 个问题',
    emptyTitle: '没有与“{{query}}”匹配的问题',
    emptyText: '换个词试试，或直接问我们。',
    clear: '清除搜索',
    stillStuck: '这里没有答案？',
    contact: '联系我们',
    topics: {
      deposit: '存款',
      withdraw: '取款',
      promotion: '优惠活动',
      account: '账户',
    },
    items: {
      depositHow: {
        q: '如何存款？',
        a: '登录后打开“存款”，从你注册的银行账户转账到显示的账户。余额会在一分钟内自动更新。',
      },
      depositMissing: {
        q: '存款未到账怎么办？',
        a: '请确认是从注册的账户转账。如果五分钟后余额仍未变化，请带上转账时间和金额联系我们。',
      },
      withdrawHow: {
        q: '如何取款？',
        a: '打开“取款”并输入金额。我们只会付款到你注册的银行账户，通常几分钟内到账。',
      },
      withdrawLimits: {
        q: '取款有最低金额或上限吗？',
        a: '最低取款 300 泰铢。每日上限和每日取款次数显示在取款页面。',
      },
      promotionClaim: {
        q: '如何领取优惠？',
        a: '存款后打开“优惠活动”并领取你想要的优惠。奖金会立即加入你的余额。',
      },
      promotionTurnover: {
        q: '流水是什么意思？',
        a: '流水是提取奖金前需要投注的金额：100 泰铢的 10 倍流水即需要投注 1,000 泰铢。',
      },
      accountRegister: {
        q: '注册需要什么？',
        a: '一个泰国手机号码、一个密码和一个你本人名下的银行账户。取款只会转入该账户。',
      },
      accountPassword: {
        q: '我忘记了密码。',
        a: '在登录页使用“忘记密码”，或用注册的手机号码联系我们：我们绝不会索要你的密码。',
      },
    },
  },
  privacy: {
    title: '隐私政策',
    updated: '最后更新：2026 年 11 月 25 日',
    intro: '本政策说明我们收集你的哪些信息、用途，以及你可以向我们提出的要求。',
    contents: '目录',
    sections: {
      collect: {
        title: '我们收集的信息',
        body: '你的手机号码、银行账户（银行、账号和户名）、存取款和游戏记录，以及你访问网站所用的设备和浏览器。',
      },
      use: {
        title: '我们如何使用',
        body: '用于开设并保护你的账户、将取款付到你本人的账户、发放你领取的优惠，以及在你联系我们时回复你。',
      },
      share: {
        title: '我们与谁共享',
        body: '仅在必要范围内与为你转账的银行和你所玩游戏的提供商共享。我们绝不出售你的数据。',
      },
      keep: {
        title: '我们保存多久',
        body: '在你的账户开放期间保存，之后按法律对财务记录的要求保存。发给客服的留言保存一年。',
      },
      rights: {
        title: '你的权利',
        body: '你可以要求查看、更正或删除你的数据，以及关闭账户。请通过联系页面写信给我们；我们会在 30 天内答复。',
      },
      cookies: {
        title: 'Cookie 与存储',
        body: '我们在你的浏览器中保存登录状态和显示设置。退出登录会清除它们。我们不使用广告 Cookie。',
      },
      contact: {
        title: '联系',
        body: '对本政策有疑问？请使用联系页面并选择“我的账户”。',
      },
    },
  },
};
