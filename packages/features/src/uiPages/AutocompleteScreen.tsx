import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { DemoPage, DemoSection } from '../shared/demo/layout';

const games = [
  { id: 'fortune', group: 'groupSlots' },
  { id: 'treasure', group: 'groupSlots' },
  { id: 'dragon', group: 'groupSlots' },
  { id: 'baccarat', group: 'groupTable' },
  { id: 'blackjack', group: 'groupTable' },
  { id: 'roulette', group: 'groupTable' },
  { id: 'sicbo', group: 'groupTable' },
] as const;
type Game = (typeof games)[number];

/** `/components/autocomplete`: combo boxes single, multiple, free, grouped, sized, disabled and in error. */
export function AutocompleteScreen() {
  const { t } = useT(uiPagesNs);
  const name = (game: Game) => t(`autocomplete.options.${game.id}`);
  const [required, setRequired] = useState<Game | null>(null);
  const [touched, setTouched] = useState(false);
  const common = {
    options: games,
    getOptionLabel: name,
    noOptionsText: t('autocomplete.noOptions'),
    isOptionEqualToValue: (option: Game, value: Game) => option.id === value.id,
  };

  return (
    <DemoPage label={t('pages.autocomplete')}>
      <DemoSection title={t('section.basic')} column>
        <Autocomplete
          {...common}
          renderInput={(params) => <TextField {...params} label={t('autocomplete.game')} />}
        />
        <Autocomplete
          {...common}
          disabled
          defaultValue={games[3]}
          renderInput={(params) => <TextField {...params} label={t('common.disabled')} />}
        />
      </DemoSection>
      <DemoSection title={t('section.multiple')} column>
        <Autocomplete
          {...common}
          multiple
          defaultValue={[games[0], games[4]]}
          renderInput={(params) => <TextField {...params} label={t('autocomplete.games')} />}
        />
        <Autocomplete
          {...common}
          multiple
          limitTags={2}
          defaultValue={[games[1], games[3], games[5]]}
          renderValue={(value, getItemProps) =>
            value.map((game, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  variant="outlined"
                  color="secondary"
                  size="small"
                  label={name(game)}
                  {...itemProps}
                />
              );
            })
          }
          renderInput={(params) => <TextField {...params} label={t('autocomplete.tag')} />}
        />
      </DemoSection>
      <DemoSection title={t('section.freeSolo')} column>
        <Autocomplete
          freeSolo
          options={games.map(name)}
          renderInput={(params) => (
            <TextField {...params} label={t('autocomplete.game')} helperText={t('autocomplete.freeHelp')} />
          )}
        />
      </DemoSection>
      <DemoSection title={t('section.grouped')} column>
        <Autocomplete
          {...common}
          groupBy={(game) => t(`autocomplete.${game.group}`)}
          renderInput={(params) => <TextField {...params} label={t('autocomplete.game')} />}
        />
      </DemoSection>
      <DemoSection title={t('section.sizes')} column>
        <Autocomplete
          {...common}
          size="small"
          defaultValue={games[0]}
          renderInput={(params) => <TextField {...params} label={t('common.small')} />}
        />
        <Autocomplete
          {...common}
          defaultValue={games[0]}
          renderInput={(params) => <TextField {...params} label={t('common.medium')} />}
        />
      </DemoSection>
      <DemoSection title={t('section.validation')} column>
        <Autocomplete
          {...common}
          value={required}
          onChange={(_, value) => setRequired(value)}
          onBlur={() => setTouched(true)}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('autocomplete.game')}
              error={touched && required === null}
              helperText={touched && required === null ? t('autocomplete.required') : ' '}
            />
          )}
        />
      </DemoSection>
    </DemoPage>
  );
}
