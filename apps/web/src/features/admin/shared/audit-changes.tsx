import { Stack, Text } from '@mantine/core';
import { staffRoles, type AuditFieldChange, type StaffRole } from '@theatre/contracts';
import { webAdminCatalogs } from '@theatre/i18n/web-admin';
import { useLocale } from '../../../lib/i18n';
import { auditValueText, isTextChange } from './audit-values';
import { useAdminTranslation } from './use-admin-translation';

type FieldKey = keyof (typeof webAdminCatalogs)['hu']['audit']['fields'];
const isField = (field: string): field is FieldKey => field in webAdminCatalogs.hu.audit.fields;

/** Each change as "field: old → new" in the interface language; a long text by its length. */
export function AuditChanges({
  changes,
  quiet = false,
}: {
  changes: Readonly<Record<string, AuditFieldChange>>;
  /** Nothing at all when nothing was recorded (a history line says what was done already). */
  quiet?: boolean;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const fields = Object.entries(changes);
  if (fields.length === 0) {
    if (quiet) return null;
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
    field === 'roles' && typeof raw === 'string'
      ? raw === ''
        ? t('users.roles.customer')
        : raw
            .split(', ')
            .map((role) =>
              (staffRoles as readonly string[]).includes(role)
                ? t(`users.roles.${role as StaffRole}`)
                : role,
            )
            .join(', ')
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
