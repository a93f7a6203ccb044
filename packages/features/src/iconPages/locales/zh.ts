import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** 图标库页面的中文标签。 */
export const zh: Translation<typeof en> = {
  title: '查找图标',
  intro: {
    tabler: '{{pkg}} 的全部图标。按名称或类别搜索，选择图标即可查看大图并复制其导入语句。',
    material: '{{pkg}} 的全部图标，共五种样式。按名称搜索，选择图标即可查看大图并复制其导入语句。',
  },
  loading: '正在加载图标',
  search: '搜索图标',
  clearSearch: '清除搜索',
  total: '图标：{{n}}',
  matches: '“{{query}}”的结果：{{n}}',
  style: '样式',
  styles: {
    Filled: '填充',
    Outlined: '轮廓',
    Rounded: '圆角',
    TwoTone: '双色',
    Sharp: '直角',
  },
  grid: {
    tabler: 'Tabler 图标',
    material: 'Material 图标',
  },
  empty: {
    title: '没有与“{{query}}”匹配的图标',
    description: '试试更短的词，或使用英文名称。',
  },
  dialog: {
    category: '类别：{{category}}',
    importLine: '导入语句',
    copy: '复制导入语句',
    close: '关闭',
    copied: '已复制 {{name}} 的导入语句',
    failed: '无法复制导入语句：请选中后手动复制。',
  },
};
