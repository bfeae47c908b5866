import { Anchor, Stack, Text } from '@mantine/core';
import type { AdminAuditEntry } from '@theatre/contracts';
import { webAdminCatalogs } from '@theatre/i18n/web-admin';
import { Link } from 'react-router';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';

type Texts = (typeof webAdminCatalogs)['hu']['audit'];
type ActionKey = keyof Texts['actions'];
type EntityKey = keyof Texts['entities'];
const known = webAdminCatalogs.hu.audit;
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
