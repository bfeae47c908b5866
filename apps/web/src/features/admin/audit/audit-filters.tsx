import '@mantine/core/styles/Grid.layer.css';
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminSearchButtons } from '../shared/admin-list';
import { AdminDateInput } from '../shared/admin-date-input';
import { useAdminTranslation } from '../shared/use-admin-translation';
import {
  auditEntities,
  auditFilterErrors,
  isFiltered,
  type AuditEntity,
  type AuditSearch,
} from './audit-rules';

interface AuditFiltersProps {
  search: AuditSearch;
  onApply: (search: AuditSearch) => void;
  onClear: () => void;
}

/**
 * The trail's filters: who (an id, a name or an e-mail address), what (the subject and the
 * action) and when (Budapest days, both included). Typed filters apply on submit, the subject at
 * once; a malformed action or a last day before the first is said at its field.
 */
export function AuditFilters({ search, onApply, onClear }: AuditFiltersProps) {
  const { t } = useAdminTranslation();
  const [who, setWho] = useState(search.who);
  const [action, setAction] = useState(search.action);
  const [from, setFrom] = useState(search.from);
  const [to, setTo] = useState(search.to);
  const [checked, setChecked] = useState(false);
  const errors = checked ? auditFilterErrors({ action, from, to }) : {};
  const typed = (entity: AuditEntity | null): AuditSearch => ({
    who: who.trim(),
    entity,
    action: action.trim().toLowerCase(),
    from,
    to,
    page: 1,
  });

  return (
    <form
      role="search"
      aria-label={t('audit.list.search_label')}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const found = auditFilterErrors({ action: action.trim().toLowerCase(), from, to });
        if (Object.keys(found).length === 0) onApply(typed(search.entity));
      }}
      noValidate
    >
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            type="search"
            label={t('audit.list.who')}
            placeholder={t('audit.list.who_placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={who}
            maxLength={200}
            onChange={(event) => {
              setWho(event.currentTarget.value);
            }}
            autoComplete="off"
            spellCheck={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <NativeSelect
            label={t('audit.list.entity')}
            value={search.entity ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onApply(typed(auditEntities.find((item) => item === value) ?? null));
            }}
            data={[
              { value: '', label: t('audit.list.entity_all') },
              ...auditEntities.map((entity) => ({
                value: entity,
                label: t(`audit.entities.${entity}`),
              })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            label={t('audit.list.action')}
            placeholder={t('audit.list.action_placeholder')}
            description={t('audit.list.action_hint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={action}
            maxLength={60}
            error={errors.action ? t(`audit.list.${errors.action}`) : undefined}
            onChange={(event) => {
              setAction(event.currentTarget.value);
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <AdminDateInput label={t('audit.list.from')} value={from} onChange={setFrom} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <AdminDateInput
            label={t('audit.list.to')}
            value={to}
            error={errors.to ? t(`audit.list.${errors.to}`) : undefined}
            onChange={setTo}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <AdminSearchButtons texts="audit.list" filtered={isFiltered(search)} onClear={onClear} />
        </Grid.Col>
      </Grid>
    </form>
  );
}
