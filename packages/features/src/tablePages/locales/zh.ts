import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** 表格页面的中文标签。 */
export const zh: Translation<typeof en> = {
  pages: {
    basic: '基础表格',
    dense: '紧凑表格',
    enhanced: '增强表格',
    data: 'MUI X 数据网格',
    customized: '自定义表格',
    stickyHeader: '固定表头',
    collapse: '可折叠表格',
  },
  columns: {
    name: '姓名',
    email: '邮箱',
    country: '国家',
    role: '角色',
    status: '状态',
    orders: '订单',
    spent: '消费',
    progress: '资料',
    joined: '加入日期',
    day: '日期',
    order: '订单号',
    items: '件数',
    amount: '金额',
  },
  status: { active: '活跃', pending: '待定', blocked: '已封禁' },
  role: { admin: '管理员', editor: '编辑', viewer: '查看者' },
  tables: {
    members: '会员',
    search: '搜索会员',
    manyRows: '10,000 行',
    densePadding: '紧凑行',
    count: '{{count}} 位会员',
    emptyTitle: '还没有会员',
    emptyText: '加入商店的会员会显示在这里。',
    progressOf: '资料已完成 {{value}}%',
  },
  basic: {
    intro: '简单表格：表头、行和可排序的列，所有行在一页中。',
  },
  dense: {
    intro: '同一表格使用紧凑行：屏幕上能显示更多行。',
  },
  enhanced: {
    intro: '勾选行、按列排序、翻页，并删除所选内容。',
    delete: '删除',
    deleteTitle: '删除 {{count}} 位会员？',
    deleteText: '所选会员将从列表中移除。几秒内可以撤销。',
    deleted: '已删除 {{count}} 位会员',
    undo: '撤销',
    cancel: '取消',
  },
  customized: {
    intro: '单元格带有状态标签、头像和进度条，彩色表头和斑马纹行。',
  },
  sticky: {
    intro: '行在固定高度内滚动时，表头始终可见。',
  },
  collapse: {
    intro: '展开一行即可查看该会员最近的订单。',
    history: '{{name}} 的订单',
  },
  grid: {
    intro: 'MUI X Data Grid：排序、在列菜单中筛选，拖动列边缘调整列宽。',
    loading: '正在加载数据网格…',
  },
};
