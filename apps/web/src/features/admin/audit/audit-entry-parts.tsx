import { Anchor, Stack, Text } from '@mantine/core';
import type { AdminAuditEntry } from '@theatre/contracts';
import { webAdminCatalogs } from '@theatre/i18n/web-admin';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { auditValueText, isTextChange } from './audit-rules';

type Texts = (typeof webAdminCatalogs)['hu']['audit'];
type FieldKey = keyof Texts['fields'];
type ActionKey = keyof Texts['actions'];
type EntityKey = keyof Texts['entities'];
const known = webAdminCatalogs.hu.audit;
const isField = (field: string): field is FieldKey => field in known.fields;
const isAction = (key: string): key is ActionKey => key in known.actions;
const isEntity = (key: string): key is EntityKey => key in known.entities;

/** What was done, in the interface language (the recorded code when it has no name yet). */
export function useActionLabel() {
  const { t } = useAdminTranslation();
  return (action: string) => {
    const key = action.replace(/\./g, '_');
    return isAction(key) ? t(`audit.actions.${key}`) : action;
  };
}

/** The thing it was done to: its kind and id, a link where the back office has its page. */
export function AuditSubject({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useAdminTranslation();
  const entity = isEntity(entry.entity) ? t(`audit.entities.${entry.entity}`) : entry.entity;
  const id = entry.entity_id;
  const text = id === null ? entity : t('audit.subject', { entity, id });
  const numeric = id !== null && /^\d+$/.test(id) ? Number(id) : null;
  const to =
    numeric === null
      ? null
      : ((
          {
            performance: adminPaths.programmePerformance(numeric),
            production: adminPaths.production(numeric),
            coupon: adminPaths.coupon(numeric),
            user: adminPaths.user(numeric),
            order: adminPaths.order(numeric),
          } as Record<string, string>
        )[entry.entity] ?? null);
  const named = [entry.data['ticket_type'], entry.data['hall'], entry.data['code']].find(
    (value): value is string => typeof value === 'string',
  );
  return (
    <Stack gap={0}>
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {text}
        </Anchor>
      ) : (
        <Text size="sm">{text}</Text>
      )}
      {named ? (
        <Text size="xs" c="dimmed">
          {named}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Each change as "field: old → new" in the interface language; a long text by its length. */
export function AuditChanges({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit.no_changes')}
      </Text>
    );
  }
  const words = {
    locale,
    empty: t('audit.values.empty'),
    yes: t('audit.values.yes'),
    no: t('audit.values.no'),
  };
  const value = (field: string, raw: unknown) =>
    field === 'role' && (raw === 'customer' || raw === 'cashier' || raw === 'admin')
      ? t(`users.roles.${raw}`)
      : auditValueText(raw, words);
  return (
    <Stack component="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {fields.map(([field, change]) => {
        const label = isField(field) ? t(`audit.fields.${field}`) : field;
        return (
          <Text component="li" size="sm" key={field} style={{ overflowWrap: 'anywhere' }}>
            {isTextChange(change)
              ? t('audit.text_change', {
                  field: label,
                  from: change.from_length,
                  to: change.to_length,
                })
              : t('audit.change', {
                  field: label,
                  from: value(field, change.from),
                  to: value(field, change.to),
                })}
          </Text>
        );
      })}
    </Stack>
  );
}
