import type { WidgetT } from '../../i18n';

/** The labels of the table toggle under every chart. */
export const frameLabels = (t: WidgetT) => ({
  showTable: t('common.showTable'),
  showChart: t('common.showChart'),
});
