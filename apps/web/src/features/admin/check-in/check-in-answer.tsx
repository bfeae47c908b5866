import { Button, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconBan,
  IconBarcodeOff,
  IconCircleCheck,
  IconHandStop,
  IconHelpCircle,
  IconRefresh,
  IconWifiOff,
  type Icon,
} from '@tabler/icons-react';
import { budapestDay, formatDateTime, formatTime, type Locale } from '@theatre/i18n';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/i18n';
import { displayCode, toneOf, type AnswerTone, type DoorResult } from './check-in-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import type { DoorAnswer } from './use-door-scans';
import classes from './check-in.module.css';
import offline from './door-offline.module.css';

const icons: Record<DoorResult, Icon> = {
  admitted: IconCircleCheck,
  already_used: IconHandStop,
  wrong_event: IconArrowsExchange,
  cancelled: IconBan,
  unknown: IconHelpCircle,
  invalid: IconBarcodeOff,
  offline: IconWifiOff,
};

/** A time of the day of the answer as `19:02`, of another day with its date. */
function when(iso: string, locale: Locale, answeredAt: number): string {
  return budapestDay(iso) === budapestDay(new Date(answeredAt))
    ? formatTime(iso, locale)
    : formatDateTime(iso, locale);
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={classes.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={classes.fact}>
          <dt className={classes.factTerm}>{term}</dt>
          <dd className={classes.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface CheckInAnswerProps {
  answer: DoorAnswer;
  /** Administrators may take an admission back. */
  canUndo: boolean;
  onUndo: () => void;
  /** Sends the waiting scans now (after no answer). */
  onRetry: () => void;
}

/**
 * The latest scan's answer, for a glance at arm's length: a full-width panel whose colour, icon and
 * big word all say it (green "Beléphet" with the ticket type, red "Már felhasználva" with when,
 * where and by whom, amber for another performance, red for a cancelled or unknown ticket and for
 * a code that cannot be one), and, when the server never answered, an unmistakable "not checked"
 * with a way to try again. The ticket type is on every card of a known ticket, so a concession
 * can be checked. An answer the device gave from its door list without a connection says so.
 */
export function CheckInAnswer({ answer, canUndo, onUndo, onRetry }: CheckInAnswerProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const { reply, result } = answer;
  const tone: AnswerTone = toneOf(result);
  const AnswerIcon = icons[result];
  const ticket = reply?.ticket ?? null;
  const code = ticket?.code ?? displayCode(answer.input);

  let facts: (readonly [string, ReactNode])[] = [];
  let note: string | null = null;
  switch (result) {
    case 'admitted':
      // Sent again after the connection dropped: this door's own admission.
      if (reply?.repeated) note = t('check_in.answer.repeated_text');
      // Decided offline: the door list has no buyers.
      facts = ticket && !answer.offline ? [[t('check_in.answer.buyer'), ticket.buyer_name]] : [];
      break;
    case 'already_used':
      note = t('check_in.answer.used_text');
      facts = [
        [
          t('check_in.answer.when'),
          reply?.checked_in_at ? when(reply.checked_in_at, locale, answer.at) : '–',
        ],
        [t('check_in.answer.door'), reply?.checked_in_door ?? '–'],
        ...(answer.offline
          ? []
          : [[t('check_in.answer.by'), reply?.checked_in_by ?? '–'] as const]),
      ];
      break;
    case 'wrong_event':
      note = t('check_in.answer.elsewhere_text');
      facts = ticket
        ? [
            [
              t('check_in.answer.ticket_for'),
              [
                ticket.event_name,
                ticket.starts_at ? formatDateTime(ticket.starts_at, locale) : null,
                ticket.venue_name,
              ]
                .filter(Boolean)
                .join(' · '),
            ],
          ]
        : [];
      break;
    case 'cancelled':
      note = t('check_in.answer.cancelled_text');
      break;
    case 'unknown':
      note = t('check_in.answer.unknown_text');
      break;
    case 'invalid':
      note = t('check_in.answer.invalid_text');
      break;
    case 'offline':
      note = t('check_in.answer.offline_text');
      break;
  }
  facts.push([t('check_in.answer.code'), <span className={classes.code}>{code}</span>]);
  const word =
    reply?.message ??
    (result === 'invalid'
      ? t('check_in.answer.invalid_title')
      : t('check_in.answer.offline_title'));

  const undo = answer.undo;
  return (
    <div className={classes.answer} data-tone={tone} data-result={result}>
      <div className={classes.answerHead}>
        <AnswerIcon className={classes.answerIcon} aria-hidden stroke={2.25} />
        <p className={classes.answerWord}>{word}</p>
      </div>
      {ticket ? (
        <p className={classes.answerType}>
          <span className={classes.answerTypeTerm}>{t('check_in.answer.type')}: </span>
          <span className={classes.answerTypeName}>{ticket.type_name}</span>
        </p>
      ) : null}
      {ticket?.seat ? (
        <p className={classes.answerType}>
          <span className={classes.answerTypeTerm}>{t('check_in.answer.seat')}: </span>
          <span className={classes.answerTypeName}>{ticket.seat}</span>
        </p>
      ) : null}
      {note ? <p className={classes.answerNote}>{note}</p> : null}
      {answer.offline ? (
        <p className={offline.marker}>
          <IconWifiOff size={20} aria-hidden />
          {t('check_in.answer.decided_offline')}
        </p>
      ) : null}
      <Facts rows={facts} />
      {result === 'offline' ? (
        <Button
          size="lg"
          color="dark"
          leftSection={<IconRefresh size={20} aria-hidden />}
          onClick={onRetry}
          className={classes.answerAction}
        >
          {t('check_in.answer.retry')}
        </Button>
      ) : null}
      {result === 'admitted' && canUndo && !answer.offline && undo?.state !== 'done' ? (
        <Button
          variant="white"
          color="dark"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={onUndo}
          loading={undo?.state === 'pending'}
          className={classes.answerAction}
        >
          {t('check_in.undo.button')}
        </Button>
      ) : null}
      {undo?.state === 'done' ? (
        <Text fw={700} className={classes.answerNote}>
          {undo.message}
        </Text>
      ) : null}
      {undo?.state === 'failed' ? (
        <Text fw={700} className={classes.answerNote}>
          {undo.message ?? t('check_in.undo.failed')}
        </Text>
      ) : null}
    </div>
  );
}
