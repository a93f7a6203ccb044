import Button from '@mui/material/Button';
import { localeAtom, StatusPage, type Locale } from '@pp/ui';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';

import { usePageShellHandover } from '../shell/pageShell';

interface FailureWords {
  errorTitle: string;
  errorText: string;
  newVersionTitle: string;
  newVersionText: string;
  reload: string;
  home: string;
}

/**
 * The failure page's words in every locale. They are in the entry, not in the shell's lazily loaded
 * catalogues: the page must show when nothing more can be loaded (offline, or a new release has
 * replaced the chunks this tab was built with).
 */
const failureWords: Record<Locale, FailureWords> = {
  en: {
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown. Reload it, or go back to the dashboard.',
    newVersionTitle: 'A new version is available',
    newVersionText: 'The app was updated while this page was open. Reload to continue.',
    reload: 'Reload',
    home: 'Back to dashboard',
  },
  fr: {
    errorTitle: 'Une erreur est survenue',
    errorText: "Cette page n'a pas pu être affichée. Rechargez-la ou revenez au tableau de bord.",
    newVersionTitle: 'Une nouvelle version est disponible',
    newVersionText:
      "L'application a été mise à jour pendant que cette page était ouverte. Rechargez pour continuer.",
    reload: 'Recharger',
    home: 'Retour au tableau de bord',
  },
  ro: {
    errorTitle: 'Ceva nu a mers bine',
    errorText: 'Pagina nu a putut fi afișată. Reîncărcați-o sau reveniți la panou.',
    newVersionTitle: 'O versiune nouă este disponibilă',
    newVersionText:
      'Aplicația a fost actualizată cât timp pagina era deschisă. Reîncărcați pentru a continua.',
    reload: 'Reîncarcă',
    home: 'Înapoi la panou',
  },
  zh: {
    errorTitle: '出错了',
    errorText: '此页面无法显示。请重新加载，或返回仪表板。',
    newVersionTitle: '有新版本可用',
    newVersionText: '此页面打开期间应用已更新。请重新加载以继续。',
    reload: '重新加载',
    home: '返回仪表板',
  },
  th: {
    errorTitle: 'เกิดข้อผิดพลาด',
    errorText: 'ไม่สามารถแสดงหน้านี้ได้ กรุณาโหลดหน้าใหม่ หรือกลับไปหน้าหลัก',
    newVersionTitle: 'มีเวอร์ชันใหม่ของระบบ',
    newVersionText: 'ระบบได้รับการอัปเดตระหว่างที่เปิดหน้านี้อยู่ กรุณาโหลดหน้าใหม่เพื่อใช้งานต่อ',
    reload: 'โหลดหน้าใหม่',
    home: 'กลับหน้าหลัก',
  },
};

/**
 * True when `error` is a module (a route's chunk) that could not be loaded: the browsers' messages
 * for a failed dynamic import, and Vite's for a failed preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
    error.message,
  );
}

export interface FailurePageProps {
  error: unknown;
  /** Thai on the player's pages; otherwise the template locale of the settings. */
  locale?: Locale;
}

/**
 * What an error boundary shows instead of a blank page: a chunk that failed to load offers to
 * reload (a new version), anything else says the page could not be shown. Never the error's own
 * text: it is English, technical, and may hold what a player should not see (React logs it).
 */
export function FailurePage({ error, locale }: FailurePageProps) {
  const settingsLocale = useAtomValue(localeAtom);
  // The failure page replaces whatever the page's prerendered shell promised.
  usePageShellHandover();
  const lang = locale ?? settingsLocale;
  const words = failureWords[lang];
  const newVersion = isChunkLoadError(error);
  return (
    <div lang={lang}>
      <StatusPage
        kind={newVersion ? 'update' : 'error'}
        icon={newVersion ? IconRefresh : IconAlertTriangle}
        title={newVersion ? words.newVersionTitle : words.errorTitle}
        description={newVersion ? words.newVersionText : words.errorText}
        homeLabel={words.home}
        action={
          <Button variant="outlined" color="secondary" onClick={() => window.location.reload()}>
            {words.reload}
          </Button>
        }
      />
    </div>
  );
}
