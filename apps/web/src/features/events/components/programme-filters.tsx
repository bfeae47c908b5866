import { budapestDay } from '@theatre/i18n';
import { IconCalendar, IconFilterOff, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { hasActiveFilters, type ProgrammeFilters as Filters } from '../lib/filter-events';
import classes from './programme-filters.module.css';
import buttons from '../../../components/plain-button.module.css';

interface ProgrammeFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
  now: Date;
}

/**
 * Search, date and "delete filters". The date is a native date input: no date-picker library in the
 * first load, and the phone's own picker is the best one there.
 */
export function ProgrammeFilters({ filters, onChange, onClear, now }: ProgrammeFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search);
  const pushSearch = useDebouncedCallback((value: string) => {
    onChange({ ...filters, search: value });
  }, 200);

  // Follow the address bar (back/forward, "delete filters"): adjust the state while rendering.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearch(filters.search);
  }

  return (
    <form
      role="search"
      aria-label={t('programme.filters')}
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, search });
      }}
    >
      <TextField
        className={classes.search}
        type="search"
        label={t('programme.search_label')}
        placeholder={t('programme.search_placeholder')}
        icon={<IconSearch size={18} />}
        value={search}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          pushSearch(event.currentTarget.value);
        }}
        trailing={
          search ? (
            <button
              type="button"
              className={classes.clearSearch}
              aria-label={t('programme.clear_search')}
              onClick={() => {
                setSearch('');
                onChange({ ...filters, search: '' });
              }}
            >
              <IconX size={18} aria-hidden />
            </button>
          ) : null
        }
      />
      <TextField
        className={classes.date}
        type="date"
        label={t('programme.date_label')}
        icon={<IconCalendar size={18} />}
        value={filters.date}
        min={budapestDay(now)}
        onChange={(event) => {
          onChange({ ...filters, search, date: event.currentTarget.value });
        }}
      />
      <button
        type="button"
        className={`${buttons.button} ${classes.clear}`}
        onClick={() => {
          setSearch('');
          onClear();
        }}
        disabled={!hasActiveFilters({ search, date: filters.date })}
      >
        <IconFilterOff size={18} aria-hidden />
        {t('programme.clear')}
      </button>
    </form>
  );
}
