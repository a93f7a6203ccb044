import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  frame: {
    siteNav: '网站',
    home: '首页',
    login: '登录',
    register: '注册',
    language: '语言',
    footerNav: '帮助与信息',
    faqs: '常见问题',
    contactUs: '联系我们',
    privacyPolicy: '隐私政策',
    responsible: '仅限 18 岁及以上玩家。请理性游戏。',
    defaultSiteName: 'Player Portal',
  },
  landing: {
    eyebrow: '自动存取款，全天 24 小时',
    title: '你喜欢的所有游戏，尽在一个账户',
    text: '老虎机、真人娱乐场、体育和捕鱼游戏。用手机号码和银行账户一分钟即可注册。',
    register: '立即注册',
    login: '我已有账户',
    invited: '注册时会自动填入你朋友的邀请码 {{code}}。',
    highlights: '精选',
    retry: '重试',
    games: {
      title: '推荐游戏',
      text: '大厅一瞥。注册后即可畅玩全部游戏。',
      empty: '暂时没有可显示的游戏。',
      error: '游戏加载失败。',
      slot: '老虎机',
      casino: '真人娱乐场',
      sport: '体育',
      fishing: '捕鱼',
    },
    promotions: {
      title: '优惠活动',
      text: '存款后即可领取。',
      empty: '暂时没有优惠活动，请稍后再来。',
      error: '优惠活动加载失败。',
      bonus: '{{percent}}% 奖金',
      maxBonus: '最高 {{amount}}',
      minDeposit: '最低存款 {{amount}}',
      turnover: '流水 {{times}} 倍',
    },
    howTo: {
      title: '如何存款和取款',
      text: '无需等待凭证，无需致电：余额自动更新。',
      deposit: {
        title: '存款',
        one: '登录后打开“存款”。',
        two: '从你注册的银行账户转账到显示的账户。',
        three: '一分钟内余额到账。',
      },
      withdraw: {
        title: '取款',
        one: '打开“取款”并输入金额。',
        two: '我们只会付款到你注册的银行账户。',
        three: '几分钟内到账，全天 24 小时。',
      },
    },
    faq: {
      title: '开始前有疑问？',
      text: '存款、取款、优惠活动和账户：答案都在常见问题里。',
      link: '查看常见问题',
      contact: '联系我们',
    },
    cta: {
      title: '准备好开始了吗？',
      text: '免费注册。首次存款可获得奖金。',
    },
  },
};
