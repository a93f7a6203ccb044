import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** 联系人应用的中文标签。 */
export const zh: Translation<typeof en> = {
  pages: {
    cards: '联系人卡片',
    list: '联系人列表',
  },
  common: {
    view: '查看',
    retry: '重试',
    close: '关闭',
    edit: '编辑',
  },
  loadError: {
    offline: '您似乎已离线，无法连接服务器。请检查网络后重试。',
    server: '我们这边出了点问题。服务器返回：{{message}}。请稍后重试。',
    other: '操作未成功。{{message}}',
  },
  contacts: {
    loading: '正在加载联系人…',
    search: '搜索联系人',
    add: '添加联系人',
    count: '{{count}} 位联系人',
    directory: '联系人',
    letter: '{{letter}} 开头的联系人',
    emptyTitle: '还没有联系人',
    emptyText: '添加与您共事的人，即可按姓名、公司或邮箱在这里找到他们。',
    noMatchTitle: '没有与“{{query}}”匹配的联系人',
    noMatchText: '换个姓名、公司、邮箱或电话试试。',
    loadFailed: '无法加载联系人',
    viewName: '查看 {{name}}',
    editName: '编辑 {{name}}',
    added: '已添加 {{name}}',
    updated: '已更新 {{name}}',
    unread: '{{count}} 条未读',
  },
  online: {
    available: '在线',
    do_not_disturb: '请勿打扰',
    offline: '离线',
  },
  details: {
    work: '工作',
    personal: '个人',
    email: '邮箱',
    phone: '电话',
    location: '所在地',
    company: '公司',
    status: '状态',
    lastMessage: '最新消息',
    notGiven: '未填写',
    sendEmail: '给 {{name}} 发邮件',
    call: '致电 {{name}}',
  },
};
