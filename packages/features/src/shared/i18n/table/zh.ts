import type { Translation } from '../namespace';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  search: '搜索',
  clearSearch: '清除搜索',
  rowsPerPage: '每页行数：',
  displayedRows: '第 {{from}}–{{to}} 条，共 {{count}} 条',
  firstPage: '转到第一页',
  lastPage: '转到最后一页',
  nextPage: '转到下一页',
  previousPage: '转到上一页',
  selected: '已选择 {{count}} 项',
  clearSelection: '清除选择',
  selectAll: '选择所有行',
  selectRow: '选择 {{row}}',
  actions: '操作',
  details: '详情',
  showDetails: '{{row}} 的详情',
  sortedAscending: '升序排列',
  sortedDescending: '降序排列',
  noResults: '没有结果',
  noResultsFor: '没有与“{{query}}”匹配的内容。',
  noResultsHint: '请检查拼写或换个关键词搜索。',
  noData: '暂无内容',
  noDataHint: '有数据时会显示在这里。',
  loading: '加载中…',
};
