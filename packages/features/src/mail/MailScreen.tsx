import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { IconMail, IconMenu2, IconPencil, IconSearch } from '@tabler/icons-react';
import {
  DataTablePagination,
  defaultDataTableLabels,
  EmptyState,
  ErrorState,
  LoadingArea,
  MainCard,
  Placeholder,
  SearchBox,
  useElementWidth,
  useNotify,
} from '@pp/ui';
import { useAtom } from 'jotai';
import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { toApiError } from '../shared/api/errors';
import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { useTransitionRemote } from '../shared/query/read';
import { useDebouncedText } from '../shared/state/useDebouncedText';
import { useWrite } from '../shared/query/write';
import {
  MAIL_PAGE_SIZES,
  mailFlagAtom,
  mailListViewAtom,
  mailPageAtom,
  mailReadAtom,
  sendMailAtom,
} from './atoms';
import { ComposeDialog, type ComposeStart } from './components/ComposeDialog';
import { FolderList } from './components/FolderList';
import { MAIL_ROW_HEIGHT, MailList } from './components/MailList';
import { OpenMail } from './components/OpenMail';
import { emptyCompose, replyTo } from './composeForm';
import { isMailFolder } from './folders';
import { mailNs } from './i18n';
import type { Mail, MailFolder, SendMailRequest } from './types';

/** Under this width of the screen's card, folders open in a drawer and list and message are two pages. */
export const MAIL_NARROW_BELOW = 760;

const FOLDER_PARAM = 'folder';
const MAIL_PARAM = 'mail';

/**
 * `/app/mail`: folders with unread counts, the folder's mails (search, paging, star and important
 * toggles), a mail with its attachments, compose and reply. The folder and the open mail are in the
 * address (`?folder=starred&mail=mail-03`), so the back button goes from a mail to its list.
 */
export function MailScreen() {
  const { t, locale } = useT(mailNs);
  const theme = useTheme();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const folderParam = params.get(FOLDER_PARAM) ?? '';
  const folder: MailFolder = isMailFolder(folderParam) ? folderParam : 'inbox';
  const openId = params.get(MAIL_PARAM);
  const [view, setView] = useAtom(mailListViewAtom);
  const box = useTransitionRemote(mailPageAtom(folder));
  const toggle = useWrite(mailFlagAtom);
  const markRead = useWrite(mailReadAtom);
  const sendWrite = useWrite(sendMailAtom);
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const narrow = width !== undefined && width < MAIL_NARROW_BELOW;
  const [foldersOpen, setFoldersOpen] = useState(false);
  const [search, setSearch] = useDebouncedText(view.search, (text) =>
    setView((current) => ({ ...current, search: text, page: 0 })),
  );
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  const listId = useId();
  const tableLabels = useTableLabels(t('list.search'));
  const labels = { ...defaultDataTableLabels, ...tableLabels };

  const shown = box.data;
  const total = shown?.total ?? 0;
  const folderName = t(`folders.${folder}`);

  const { run: runRead } = markRead;
  const failed = useCallback(
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.status === -1) return;
      notify({ message: t('loadError.flagFailed', { message: apiError.message }), severity: 'error' });
    },
    [notify, t],
  );

  // A mail shown is read: from the list, or from a link (`?mail=`).
  const onUnread = useCallback((id: string) => void runRead(id).catch(failed), [runRead, failed]);

  const { run: runToggle } = toggle;
  const onToggle = useCallback(
    (action: 'starred' | 'important', mail: Mail) => {
      runToggle({ action, id: mail.id }).catch(failed);
    },
    [runToggle, failed],
  );

  const onOpen = useCallback(
    (mail: Mail) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(MAIL_PARAM, mail.id);
        return next;
      });
    },
    [setParams],
  );

  const selectFolder = (next: MailFolder) => {
    setParams(new URLSearchParams({ [FOLDER_PARAM]: next }));
    setSearch('');
    setView((current) => ({ ...current, search: '', page: 0 }));
    setFoldersOpen(false);
  };
  const back = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(MAIL_PARAM);
      return next;
    });

  const onSent = (request: SendMailRequest) => {
    setCompose(null);
    notify({ message: t('compose.sent', { to: request.to }), severity: 'success' });
  };

  const folders = (
    <Box sx={{ p: 1.5 }}>
      <Button
        fullWidth
        variant="contained"
        color="secondary"
        startIcon={<IconPencil size={18} />}
        onClick={() => {
          setFoldersOpen(false);
          setCompose({ kind: 'new', values: emptyCompose });
        }}
        sx={{ minHeight: 44, mb: 1.5 }}
      >
        {t('compose.open')}
      </Button>
      <FolderList
        t={t}
        locale={locale}
        current={folder}
        counts={shown?.unreadCount}
        onSelect={selectFolder}
      />
    </Box>
  );

  const listPane = () => {
    if (openId !== null) {
      return (
        <OpenMail
          key={openId}
          id={openId}
          t={t}
          locale={locale}
          folderName={folderName}
          rtl={theme.direction === 'rtl'}
          onBack={back}
          onReply={(mail) => setCompose({ kind: 'reply', values: replyTo(mail, t('compose.replyPrefix')) })}
          onToggle={onToggle}
          onUnread={onUnread}
        />
      );
    }
    if (box.status === 'error') {
      const reason = t(`loadError.${box.error.failure}`, { message: box.error.message });
      return (
        <ErrorState
          title={t('loadError.title')}
          message={reason}
          offline={box.error.isNetworkError}
          onRetry={box.retry}
          retryLabel={t('loadError.retry')}
        />
      );
    }
    if (box.status === 'loading') {
      return (
        <LoadingArea label={t('list.loading')} sx={{ p: 2 }}>
          {Array.from({ length: 6 }, (_, index) => (
            <Box
              key={index}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center', height: MAIL_ROW_HEIGHT }}
            >
              <Placeholder variant="circular" width={40} height={40} />
              <Box sx={{ flex: 1 }}>
                <Placeholder width="40%" />
                <Placeholder width="80%" />
              </Box>
            </Box>
          ))}
        </LoadingArea>
      );
    }
    return (
      <>
        <Box sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <SearchBox value={search} onChange={setSearch} controls={listId} labels={labels} />
        </Box>
        <Box id={listId} aria-busy={box.isFetching}>
          {total === 0 ? (
            view.search.trim() === '' ? (
              <EmptyState
                tone="secondary"
                icon={<IconMail size={32} stroke={1.5} />}
                title={t('empty.title', { folder: folderName })}
                description={t('empty.text')}
              />
            ) : (
              <EmptyState
                tone="secondary"
                icon={<IconSearch size={32} stroke={1.5} />}
                title={t('empty.searchTitle', { search: view.search.trim() })}
                description={t('empty.searchText')}
              />
            )
          ) : (
            <MailList
              t={t}
              locale={locale}
              mails={box.data.mails}
              offset={box.data.page * view.size}
              total={total}
              onOpen={onOpen}
              onToggle={onToggle}
            />
          )}
        </Box>
        {total > 0 && (
          <DataTablePagination
            count={total}
            page={box.data.page}
            rowsPerPage={view.size}
            rowsPerPageOptions={MAIL_PAGE_SIZES}
            onPageChange={(page) => setView((current) => ({ ...current, page }))}
            onRowsPerPageChange={(size) => setView((current) => ({ ...current, size, page: 0 }))}
            showFirstLastButtons={false}
            labels={labels}
          />
        )}
      </>
    );
  };

  return (
    <MainCard title={t('title')} content={false}>
      <Box
        ref={ref}
        sx={{
          display: 'grid',
          gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : '240px minmax(0, 1fr)',
          minHeight: 480,
        }}
      >
        {narrow ? (
          <>
            <Box
              sx={{
                display: openId === null ? 'flex' : 'none',
                gap: 1,
                p: 1.5,
                pb: 0,
                alignItems: 'center',
                flexWrap: 'wrap',
              }}
            >
              <Button
                color="inherit"
                startIcon={<IconMenu2 size={18} />}
                onClick={() => setFoldersOpen(true)}
                aria-label={`${t('folders.open')}: ${folderName}`}
                sx={{ minHeight: 44 }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {folderName}
                </Typography>
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button
                variant="contained"
                color="secondary"
                startIcon={<IconPencil size={18} />}
                onClick={() => setCompose({ kind: 'new', values: emptyCompose })}
                sx={{ minHeight: 44 }}
              >
                {t('compose.open')}
              </Button>
            </Box>
            <Drawer
              open={foldersOpen}
              onClose={() => setFoldersOpen(false)}
              anchor={theme.direction === 'rtl' ? 'right' : 'left'}
              slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}
            >
              {folders}
            </Drawer>
          </>
        ) : (
          <Box sx={{ borderInlineEnd: 1, borderColor: 'divider' }}>{folders}</Box>
        )}
        <Box sx={{ minWidth: 0 }}>{listPane()}</Box>
      </Box>
      <ComposeDialog
        t={t}
        start={compose}
        onClose={() => setCompose(null)}
        send={sendWrite.run}
        onSent={onSent}
      />
    </MainCard>
  );
}
