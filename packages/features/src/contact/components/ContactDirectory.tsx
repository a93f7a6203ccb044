import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconAddressBook, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';

import {
  DataTableToolbar,
  EmptyState,
  ErrorState,
  formatNumber,
  LoadingArea,
  MainCard,
  Placeholder,
  SearchBox,
  useNotify,
} from '@pp/ui';

import { useTableLabels } from '../../shared/i18n/table';
import { useT } from '../../shared/i18n/useT';
import { WORK_CONTACT_REQUIRED } from '../../shared/person/personForm';
import { PersonDialog } from '../../shared/person/PersonDialog';
import { useRemote } from '../../shared/query/read';
import { useWrite } from '../../shared/query/write';
import { contactsAtom, modifyContactAtom } from '../atoms';
import { groupByLetter, searchContacts } from '../directory';
import { contactNs } from '../i18n';
import type { Contact, ContactInput } from '../types';
import { ContactDetailsDialog } from './ContactDetailsDialog';
import { ContactCards, ContactList } from './ContactViews';

/** A dialog's state: the contact it shows (kept while it fades out) and whether it is open. */
interface Shown {
  contact: Contact | null;
  open: boolean;
}

const closed: Shown = { contact: null, open: false };

function Skeletons({ view }: { view: 'cards' | 'list' }) {
  const { t } = useT(contactNs);
  return (
    <LoadingArea label={t('contacts.loading')} sx={{ px: 3, pb: 3 }}>
      {view === 'cards' ? (
        <Box
          sx={(theme) => ({
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${theme.spacing(32)}), 1fr))`,
            gap: 2,
          })}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Placeholder key={index} variant="rounded" height={176} />
          ))}
        </Box>
      ) : (
        <Stack spacing={2}>
          {Array.from({ length: 6 }, (_, index) => (
            <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Placeholder variant="circular" width={40} height={40} />
              <Box sx={{ flex: 1 }}>
                <Placeholder width="40%" />
                <Placeholder width="25%" />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </LoadingArea>
  );
}

export interface ContactDirectoryProps {
  /** Cards in a grid, or a list of rows. */
  view: 'cards' | 'list';
}

/**
 * The contacts app: search, the contacts grouped by first letter (as cards or rows), a contact's
 * details, and adding or editing one in a dialog (`POST /api/contact/modify`).
 */
export function ContactDirectory({ view }: ContactDirectoryProps) {
  const { t, locale } = useT(contactNs);
  const contacts = useRemote(contactsAtom);
  const modify = useWrite(modifyContactAtom);
  const notify = useNotify();
  const tableLabels = useTableLabels(t('contacts.search'));
  const directoryId = useId();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const [details, setDetails] = useState<Shown>(closed);
  const [form, setForm] = useState<Shown>(closed);

  const all = contacts.data;
  const found = useMemo(() => searchContacts(all ?? [], searched), [all, searched]);
  const groups = useMemo(() => groupByLetter(found, locale), [found, locale]);

  const view_ = (contact: Contact) => setDetails({ contact, open: true });
  const edit = (contact: Contact | null) => {
    setDetails((shown) => ({ ...shown, open: false }));
    setForm({ contact, open: true });
  };
  const save = async (input: ContactInput) => {
    const list = await modify.run(input);
    const saved = input.id === undefined ? list.at(-1) : list.find((contact) => contact.id === input.id);
    const name = saved?.name ?? input.name;
    notify({
      message: input.id === undefined ? t('contacts.added', { name }) : t('contacts.updated', { name }),
      severity: 'success',
    });
  };
  const addButton = (
    <Button
      variant="contained"
      startIcon={<IconUserPlus size={18} stroke={1.5} aria-hidden />}
      onClick={() => edit(null)}
    >
      {t('contacts.add')}
    </Button>
  );

  let body;
  if (contacts.status === 'loading') body = <Skeletons view={view} />;
  else if (contacts.status === 'error')
    body = (
      <Box sx={{ p: 3 }}>
        <ErrorState
          title={t('contacts.loadFailed')}
          message={t(`loadError.${contacts.error.failure}`, { message: contacts.error.message })}
          offline={contacts.error.isNetworkError}
          onRetry={contacts.retry}
          retryLabel={t('common.retry')}
        />
      </Box>
    );
  else if (contacts.data.length === 0)
    body = (
      <EmptyState
        tone="secondary"
        size="medium"
        icon={<IconAddressBook size={32} stroke={1.5} />}
        title={t('contacts.emptyTitle')}
        description={t('contacts.emptyText')}
        action={addButton}
      />
    );
  else if (groups.length === 0)
    body = (
      <EmptyState
        role="status"
        size="medium"
        icon={<IconSearch size={32} stroke={1.5} />}
        title={t('contacts.noMatchTitle', { query: searched.trim() })}
        description={t('contacts.noMatchText')}
      />
    );
  else if (view === 'cards') body = <ContactCards groups={groups} onView={view_} onEdit={edit} />;
  else body = <ContactList groups={groups} onView={view_} onEdit={edit} />;

  return (
    <MainCard title={view === 'cards' ? t('pages.cards') : t('pages.list')} content={false}>
      <DataTableToolbar
        search={
          <SearchBox
            value={query}
            onChange={setQuery}
            controls={directoryId}
            labels={{ search: t('contacts.search'), clearSearch: tableLabels.clearSearch ?? '' }}
          />
        }
        actions={addButton}
        summary={
          contacts.status === 'ready' && contacts.data.length > 0
            ? t('contacts.count', { count: formatNumber(found.length, { locale }) })
            : undefined
        }
      />
      <Box
        id={directoryId}
        aria-label={t('contacts.directory')}
        role="region"
        sx={{ pb: 2, position: 'relative', containerType: 'inline-size' }}
      >
        {body}
      </Box>
      <ContactDetailsDialog
        contact={details.contact}
        open={details.open}
        onClose={() => setDetails((shown) => ({ ...shown, open: false }))}
        onEdit={edit}
      />
      <PersonDialog
        open={form.open}
        person={form.contact}
        required={WORK_CONTACT_REQUIRED}
        onClose={() => setForm((shown) => ({ ...shown, open: false }))}
        onSave={save}
      />
    </MainCard>
  );
}
