import './programme-styles';
import {
  Alert,
  Anchor,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Title,
  type MantineSize,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { ProgrammeChange } from '@theatre/contracts';
import { formatDateTime, type Locale } from '@theatre/i18n';
import { validationCatalogs } from '@theatre/i18n/web-billing';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { errorText } from '../../../lib/form-errors';
import { registerTranslations, useLocale } from '../../../lib/i18n';
import { useServerErrors } from '../../../lib/use-server-errors';
import { AuditChanges } from '../shared/audit-changes';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './programme.module.css';

// The validation texts the shared schemas name (`validation.*`), for the forms' own checks.
registerTranslations('validation.required', validationCatalogs);

/** A text in the page's language: the English one when there is one. */
export function localName(locale: Locale, hungarian: string, english: string): string {
  return locale === 'en' && english.trim() !== '' ? english : hungarian;
}

/** Where a performance is: its venue, and its hall when named otherwise (`Színház – Kamara`). */
export function placeLabel(
  locale: Locale,
  place: { venue_name: string; venue_name_en: string; hall_name: string; hall_name_en: string },
): string {
  const venue = localName(locale, place.venue_name, place.venue_name_en);
  const hall = localName(locale, place.hall_name, place.hall_name_en);
  return hall === venue ? venue : `${venue} – ${hall}`;
}

/** A 422's messages under the form's fields; no answer at all: the programme's network message. */
export function useProgrammeServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { t } = useAdminTranslation();
  return useServerErrors(setError, fields, t('programme.common.network_error'));
}

/** The form's own message (what cannot be shown under a field), announced when it appears. */
export function ProgrammeFormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
}

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  /** Empty means null (an optional number), not a missing one. */
  nullable?: boolean;
  min?: number;
  max?: number;
  suffix?: string;
  required?: boolean;
}

/** A whole number in a form (price, capacity, minutes); its error under it. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  nullable = false,
  min,
  max,
  suffix,
  required = false,
}: NumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          required={required}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(value) => {
            if (value === '') field.onChange(nullable ? null : undefined);
            else field.onChange(typeof value === 'number' ? value : Number(value));
          }}
          onBlur={field.onBlur}
          allowDecimal={false}
          allowNegative={false}
          min={min}
          max={max}
          clampBehavior="none"
          thousandSeparator=" "
          suffix={suffix}
          inputMode="numeric"
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A back link at the top of a page: to the page it belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** A page's skeleton while its data loads. */
export function ProgrammeLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useAdminTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={52} radius="sm" />
      ))}
    </Stack>
  );
}

/** The page could not be loaded: a retry, or "not found" for a 404. */
export function ProgrammeLoadError({
  notFound,
  notFoundText,
  error,
  onRetry,
  retrying,
}: {
  notFound: boolean;
  notFoundText: string;
  /** The failed call's error (the line under the message says what happened). */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useAdminTranslation();
  if (notFound) {
    return (
      <Text py="xl" ta="center" role="alert">
        {notFoundText}
      </Text>
    );
  }
  return (
    <ErrorState
      message={t('common.load_error')}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** A section of a programme page: its heading, an intro line, controls beside the heading. */
export function ProgrammeSection({
  title,
  intro,
  actions,
  children,
  id,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {intro ? (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

const knownActions = new Set([
  'production_created',
  'production_updated',
  'production_poster_uploaded',
  'performance_created',
  'performance_updated',
  'performance_moved',
  'performance_published',
  'performance_unpublished',
  'ticket_type_created',
  'ticket_type_updated',
  'ticket_type_deleted',
  'event_info_created',
  'event_info_updated',
  'event_info_deleted',
  'performance_seats_assigned',
  'performance_audience_messaged',
  'performance_cancelled',
  'performance_cancellation_resumed',
  'performance_rescheduled',
] as const);
type KnownAction = typeof knownActions extends Set<infer A> ? A : never;

/** The audit trail's newest entries: when, what, who, and what changed (old → new). */
export function ChangesList({ changes, id }: { changes: readonly ProgrammeChange[]; id: string }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <ProgrammeSection title={t('programme.changes.title')} id={id}>
      {changes.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('programme.changes.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {changes.map((change, index) => {
            const key = change.action.replace(/\./g, '_');
            const label = (knownActions as Set<string>).has(key)
              ? t(`programme.changes.actions.${key as KnownAction}`)
              : t('programme.changes.actions.other', { action: change.action });
            return (
              <Text component="li" size="sm" key={`${change.at}-${String(index)}`}>
                <Text component="span" c="dimmed" size="sm">
                  {formatDateTime(change.at, locale)}
                </Text>
                {' · '}
                <Text component="span" fw={600} size="sm">
                  {label}
                  {change.subject ? `: ${change.subject}` : ''}
                </Text>
                {' · '}
                {change.actor?.name ?? t('programme.changes.system')}
                <AuditChanges changes={change.changes} quiet />
              </Text>
            );
          })}
        </Stack>
      )}
    </ProgrammeSection>
  );
}

interface ProgrammeDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: MantineSize | number;
  children: ReactNode;
}

/**
 * A dialog of the programme's pages: Mantine's modal (focus trapped, Escape closes, focus given
 * back), with its heading row as a plain element: the modal's own `header` counts as a second
 * banner landmark for assistive technology (and axe), beside the page's.
 */
export function ProgrammeDialog({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: ProgrammeDialogProps) {
  const { t } = useAdminTranslation();
  // While it closes, the dialog keeps its last title: callers derive the title from what is being
  // edited, which is cleared on close, and an untitled dialog with an empty heading would be on
  // screen (and in the accessibility tree) for the length of the closing transition.
  const [shownTitle, setShownTitle] = useState(title);
  if (opened && title && title !== shownTitle) setShownTitle(title);
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <div className={classes.dialogHeader}>
          <Modal.Title className={classes.dialogTitle}>{opened ? title : shownTitle}</Modal.Title>
          <Modal.CloseButton aria-label={t('programme.common.close')} />
        </div>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
