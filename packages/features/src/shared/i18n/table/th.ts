import type { Translation } from '../namespace';
import type { en } from './en';

export const th: Translation<typeof en> = {
  search: 'ค้นหา',
  clearSearch: 'ล้างคำค้นหา',
  rowsPerPage: 'แถวต่อหน้า:',
  displayedRows: '{{from}}–{{to}} จาก {{count}}',
  firstPage: 'ไปหน้าแรก',
  lastPage: 'ไปหน้าสุดท้าย',
  nextPage: 'ไปหน้าถัดไป',
  previousPage: 'ไปหน้าก่อนหน้า',
  selected: 'เลือกแล้ว {{count}} รายการ',
  clearSelection: 'ล้างการเลือก',
  selectAll: 'เลือกทุกแถว',
  selectRow: 'เลือก {{row}}',
  actions: 'การดำเนินการ',
  details: 'รายละเอียด',
  showDetails: 'รายละเอียดของ {{row}}',
  sortedAscending: 'เรียงจากน้อยไปมาก',
  sortedDescending: 'เรียงจากมากไปน้อย',
  noResults: 'ไม่พบผลลัพธ์',
  noResultsFor: 'ไม่มีรายการที่ตรงกับ “{{query}}”',
  noResultsHint: 'ตรวจสอบการสะกดหรือลองค้นหาด้วยคำอื่น',
  noData: 'ยังไม่มีข้อมูล',
  noDataHint: 'เมื่อมีข้อมูล ข้อมูลจะแสดงที่นี่',
  loading: 'กำลังโหลด…',
};
