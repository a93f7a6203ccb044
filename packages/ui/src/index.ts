export * from './config/config';
export { createAppTheme, DRAWER_WIDTH, HEADER_HEIGHT } from './theme/createAppTheme';
export { buildPalette, ensureContrast, presets, surfaces, MIN_CONTRAST } from './theme/palette';
export { fontStack } from './theme/typography';
export { loadRtlSupport, ThemeCustomization } from './theme/ThemeCustomization';
export { createStyleCache } from './theme/styleCache';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useElementWidth } from './hooks/useElementWidth';
export { usePainted } from './hooks/usePainted';
export * from './format';
export { visuallyHidden } from './a11y/visuallyHidden';
export { touchTarget } from './a11y/touchTarget';
export { FieldAdornment, type FieldAdornmentProps } from './form/FieldAdornment';
export * from './feedback';
export * from './dialog';
export { PageHeader, type PageHeaderProps } from './page/PageHeader';
export { MainCard, type MainCardProps } from './components/MainCard';
export { SubCard, type SubCardProps } from './components/SubCard';
export {
  StatusChip,
  STATUS_CHIP_COLORS,
  type StatusChipColor,
  type StatusChipProps,
} from './components/StatusChip';
export { LoadingBar, LoadingBarLabel, LOADING_BAR_Z_INDEX } from './components/LoadingBar';
export { Transitions, TRANSITION_TIMEOUTS, type TransitionType } from './components/Transitions';
export { Logo, logoSource, type LogoProps } from './components/Logo';
export { Phrases } from './components/Phrases';
export { TextInput, type TextInputProps } from './components/TextInput';
export { DateInput, type DateInputLocale, type DateInputProps } from './components/DateInput';
export { QrCode, type QrCodeProps } from './components/QrCode';
export { Timeline, type TimelineColor, type TimelineEvent, type TimelineProps } from './components/Timeline';
export { PresenceAvatar, type Presence, type PresenceAvatarProps } from './components/PresenceAvatar';
export { Breadcrumbs, type BreadcrumbsProps } from './components/Breadcrumbs';
export { findTrail, filterByRole, matchesUrl, type NavIcon, type NavItem } from './navigation/types';
export * from './notification/atoms';
export { Notification } from './notification/Notification';
export { SettingsDrawer, SETTINGS_DRAWER_WIDTH } from './settings/SettingsDrawer';
export { SettingsSection } from './settings/sections';
export { defaultSettingsLabels, localeNames, type SettingsLabels } from './settings/labels';
export {
  MainLayout,
  defaultMainLayoutLabels,
  type MainLayoutLabels,
  type MainLayoutProps,
} from './layout/MainLayout';
export { HeaderButton } from './layout/HeaderButton';
export { MenuList } from './layout/MenuList';
export {
  menuAtom,
  setDrawerOpenAtom,
  toggleDrawerAtom,
  selectItemAtom,
  GRID_SPACING,
  APP_DRAWER_WIDTH,
  type MenuState,
} from './layout/menu';
export { StatusPage, type StatusKind, type StatusPageProps } from './pages/StatusPage';
export {
  DataTable,
  defaultDataTableLabels,
  type ColumnAlign,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSort,
  type DataTableSummary,
  type DetailToggleProps,
  type RowDetails,
  type RowId,
  type SearchField,
} from './table/DataTable';
export { rowDetails } from './table/RowDetail';
export {
  filterRows,
  paginate,
  sortRows,
  type CellValue,
  type Page,
  type RowAccessor,
  type SortDirection,
} from './table/rows';
export { RowAction, RowActions, type RowActionProps } from './table/RowAction';
export { DataTablePagination, type DataTablePaginationProps } from './table/DataTablePagination';
export {
  DataTableToolbar,
  SearchBox,
  type DataTableToolbarProps,
  type SearchBoxProps,
} from './table/DataTableToolbar';
export * from './form';
export {
  colorSamples,
  hexOf,
  PresetPalette,
  type ColorSample,
  type PaletteLabels,
  type PresetPaletteProps,
} from './tokens/ColorTokens';
export {
  ShadowTokens,
  TypographyTokens,
  type ShadowTokensLabels,
  type TypographyTokensLabels,
} from './tokens/FoundationTokens';
