import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { useDebouncedText } from '../../shared/state/useDebouncedText';
import type { BankOption } from '../api/schemas';
import { bankSearchAtom } from '../atoms';
import { formPagesNs } from '../i18n';

const noBanks: readonly BankOption[] = [];

/**
 * A bank chosen from the server's search (`GET /api/forms/banks`): the text typed goes to the
 * server once the typing stops (debounced), the list says it is searching meanwhile, and says when
 * nothing matches or the search failed.
 */
export function BankAutocomplete() {
  const { t } = useT(formPagesNs);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useDebouncedText(search, (text) => setSearch(text.trim()));
  const [bank, setBank] = useState<BankOption | null>(null);
  const banks = useRemote(bankSearchAtom(search));
  const settling = typed.trim() !== search;
  const loading = settling || banks.status === 'loading';
  const failed = !settling && banks.status === 'error';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Autocomplete
        options={loading ? noBanks : (banks.data?.banks ?? noBanks)}
        value={bank}
        onChange={(_, value) => setBank(value)}
        inputValue={typed}
        onInputChange={(_, value) => setTyped(value)}
        // The server filters; the list shows its answer as it is.
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        loading={loading}
        loadingText={t('plugins.loading')}
        noOptionsText={failed ? t('plugins.searchFailed') : t('plugins.noOptions')}
        renderOption={({ key, ...props }, option) => (
          <Box
            component="li"
            key={key}
            {...props}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}
          >
            <Typography variant="body1">{option.name}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {option.code} · {option.nameTh}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('plugins.bank')}
            helperText={t('plugins.bankHelp')}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading && <CircularProgress color="inherit" size={18} aria-hidden />}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', overflowWrap: 'break-word' }}>
        {bank ? t('plugins.chosen', { name: bank.name, code: bank.code }) : ''}
      </Typography>
    </Box>
  );
}
