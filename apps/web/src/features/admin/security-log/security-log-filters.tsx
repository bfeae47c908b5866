import '@mantine/core/styles/Grid.layer.css';
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { securityEventTypes, securityOutcomes } from '@theatre/contracts';
import { useState } from 'react';
import { AdminSearchButtons } from '../shared/admin-list';
import { AdminDateInput } from '../shared/admin-date-input';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { isFiltered, securityLogFilterErrors, type SecurityLogSearch } from './security-log-rules';

interface SecurityLogFiltersProps {
  search: SecurityLogSearch;
  onApply: (search: SecurityLogSearch) => void;
  onClear: () => void;
}

/**
 * The log's filters: the event and the outcome (applied at once), who (a name or an e-mail, also
 * the one typed at a failed sign-in), the address or its start and Budapest days (applied on
 * submit); a malformed address or a last day before the first is said at its field.
 */
export function SecurityLogFilters({ search, onApply, onClear }: SecurityLogFiltersProps) {
  const { t } = useAdminTranslation();
  const [who, setWho] = useState(search.who);
  const [ip, setIp] = useState(search.ip);
  const [from, setFrom] = useState(search.from);
  const [to, setTo] = useState(search.to);
  const [checked, setChecked] = useState(false);
  const errors = checked ? securityLogFilterErrors({ ip, from, to }) : {};
  const typed = (chosen: Pick<SecurityLogSearch, 'type' | 'outcome'>): SecurityLogSearch => ({
    ...chosen,
    who: who.trim(),
    ip: ip.trim(),
    from,
    to,
    page: 1,
  });

  return (
    <form
      role="search"
      aria-label={t('security_log.list.search_label')}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (Object.keys(securityLogFilterErrors({ ip, from, to })).length === 0) {
          onApply(typed(search));
        }
      }}
      noValidate
    >
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <NativeSelect
            label={t('security_log.list.type')}
            value={search.type ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onApply(
                typed({
                  type: securityEventTypes.find((item) => item === value) ?? null,
                  outcome: search.outcome,
                }),
              );
            }}
            data={[
              { value: '', label: t('security_log.list.type_all') },
              ...securityEventTypes.map((type) => ({
                value: type,
                label: t(`security_log.events.${type}`),
              })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <NativeSelect
            label={t('security_log.list.outcome')}
            value={search.outcome ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onApply(
                typed({
                  type: search.type,
                  outcome: securityOutcomes.find((item) => item === value) ?? null,
                }),
              );
            }}
            data={[
              { value: '', label: t('security_log.list.outcome_all') },
              ...securityOutcomes.map((outcome) => ({
                value: outcome,
                label: t(`security_log.outcomes.${outcome}`),
              })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            type="search"
            label={t('security_log.list.who')}
            placeholder={t('security_log.list.who_placeholder')}
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
          <TextInput
            label={t('security_log.list.ip')}
            placeholder={t('security_log.list.ip_placeholder')}
            value={ip}
            maxLength={64}
            error={errors.ip ? t(`security_log.list.${errors.ip}`) : undefined}
            onChange={(event) => {
              setIp(event.currentTarget.value);
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <AdminDateInput label={t('security_log.list.from')} value={from} onChange={setFrom} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <AdminDateInput
            label={t('security_log.list.to')}
            value={to}
            error={errors.to ? t(`security_log.list.${errors.to}`) : undefined}
            onChange={setTo}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <AdminSearchButtons
            texts="security_log.list"
            filtered={isFiltered(search)}
            onClear={onClear}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}
