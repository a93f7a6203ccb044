export {
  DEFAULT_LOCALE,
  formatBaht,
  formatBahtCompact,
  formatBahtFigure,
  formatBahtPlain,
  formatCurrency,
  formatFileSize,
  formatNumber,
  formatPercent,
  type CurrencyFormatOptions,
  type NumberFormatOptions,
  type SatangAmount,
} from './number';
export {
  BANGKOK_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDay,
  formatRelative,
  formatTime,
  NUMERIC_DAY,
  parseDay,
  type DateFormatOptions,
  type DateInput,
  type DateParts,
  type DateTimeFormatOptions,
} from './date';
export { initials, LEADING_THAI_VOWELS } from './initials';
