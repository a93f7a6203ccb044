import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** 聊天的中文标签。 */
export const zh: Translation<typeof en> = {
  pages: { chat: '聊天' },
  common: { retry: '重试', close: '关闭', edit: '编辑' },
  loadError: {
    offline: '您似乎已离线，无法连接服务器。请检查网络后重试。',
    server: '我们这边出了点问题。服务器返回：{{message}}。请稍后再试。',
    other: '操作未成功。{{message}}',
  },
  presence: { available: '在线', do_not_disturb: '请勿打扰', offline: '离线' },
  contacts: {
    label: '联系人',
    search: '搜索联系人',
    loading: '正在加载联系人',
    unread: '{{count}} 条未读',
    noMessages: '暂无消息',
    emptyTitle: '暂无联系人',
    emptyText: '可以聊天的人会显示在这里。',
    noMatchTitle: '未找到',
    noMatchText: '没有与“{{query}}”匹配的联系人。',
    loadFailed: '无法加载联系人',
  },
  conversation: {
    label: '与 {{name}} 的消息',
    back: '返回联系人',
    details: '{{name}} 的详情',
    loading: '正在加载会话',
    emptyTitle: '暂无消息',
    emptyText: '向 {{name}} 打个招呼吧。',
    loadFailed: '无法加载此会话',
    choose: '选择一位联系人开始聊天。',
    fromYou: '你',
  },
  composer: {
    label: '发给 {{name}} 的消息',
    placeholder: '输入消息',
    hint: 'Enter 发送，Shift+Enter 换行。',
    send: '发送',
    failed: '消息未发送。{{reason}}',
  },
  details: {
    title: '联系人详情',
    company: '公司',
    workEmail: '工作邮箱',
    personalEmail: '个人邮箱',
    workPhone: '工作电话',
    personalPhone: '个人电话',
    location: '地点',
    team: '团队',
    birthday: '生日祝福',
    presence: '状态',
    loadFailed: '无法加载此联系人',
  },
  edit: {
    saved: '已更新 {{name}}',
  },
};
