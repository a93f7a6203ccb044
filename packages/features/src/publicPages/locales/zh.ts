import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  home: '返回首页',
  error: {
    title: '页面未找到',
    text: '您要找的页面已被移动、删除或重命名，或者从未存在。',
  },
  countdown: {
    label: '距离开放的剩余时间',
    days: '天',
    hours: '小时',
    minutes: '分钟',
    seconds: '秒',
    opensOn: '{{date}} 开放',
    open: '我们已开放！',
    openText: '等待结束：进来玩吧。',
  },
  comingSoon1: {
    title: '即将推出',
    text: '为玩家打造的新家即将就绪：更快的存款、新的优惠和更多游戏。',
  },
  comingSoon2: {
    eyebrow: '即将完成',
    title: '新内容即将到来',
    text: '我们正在为新网站做最后的润色。记住这个日期：它将同时向所有玩家开放。',
    features: {
      speed: '几秒钟内完成存款和取款',
      rewards: '每周返现和每日幸运转盘',
      mobile: '手机上畅玩所有游戏',
    },
  },
  underConstruction: {
    title: '建设中',
    text: '网站的这一部分正在重建。我们很快回来，感谢您的耐心。',
  },
};
