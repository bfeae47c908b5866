import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCalendarOff, IconDoor } from '@tabler/icons-react';
import type { CheckInSummary, DoorList } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { IconBadge } from '../../../components/icon-badge';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { adminPaths, type StaffPower } from '../shared/admin-paths';
import { useCheckInSummary } from './check-in-api';
import { createRepeatFilter, parseEventId } from './check-in-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useDoorScans } from './use-door-scans';
import { useDoorStore } from './door-store';
import { CheckInAnswer } from './check-in-answer';
import { CheckInCamera } from './check-in-camera';
import { CheckInDoor } from './check-in-door';
import { CheckInRecent } from './check-in-recent';
import { CheckInOffline, CheckInWaiting } from './check-in-waiting';
import { CheckInConflicts } from './check-in-conflicts';
import { useDoorList } from './door-list';
import { countsOffline } from './door-offline-rules';
import { useDoorOfflineStore } from './door-offline-store';
import { useDoorSync } from './use-door-sync';
import { registerDoorWorker } from './register-door-worker';
import classes from './check-in.module.css';
import heading from '../shared/screen-heading.module.css';
import { inLocale } from '../../../lib/translated';

interface CheckInScannerProps {
  /** The route's `:eventId`, as it came. */
  eventId: string | undefined;
  role: StaffPower;
}

function NotFound() {
  const { t } = useAdminTranslation();
  usePageTitle(t('check_in.scanner.not_found_title'));
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <IconBadge tone="danger">
        <IconCalendarOff size={30} />
      </IconBadge>
      <Title order={1} size="h2">
        {t('check_in.scanner.not_found_title')}
      </Title>
      <Text c="dimmed">{t('check_in.scanner.not_found_text')}</Text>
      <Button component={Link} to={adminPaths.checkIn()}>
        {t('check_in.scanner.to_picker')}
      </Button>
    </Stack>
  );
}

/**
 * The door scanner of one performance (decision 0016), phone first: the performance with admitted
 * of valid (every 10 s and after each scan), the door, the code field (a USB scanner types into it
 * and presses Enter), the camera, the answer and the last ten scans.
 */
export function CheckInScanner({ eventId, role }: CheckInScannerProps) {
  const id = parseEventId(eventId);
  if (id === null) return <NotFound />;
  return <ScannerOf eventId={id} role={role} />;
}

function ScannerOf({ eventId, role }: { eventId: number; role: StaffPower }) {
  const { t } = useAdminTranslation();
  const summary = useCheckInSummary(eventId);
  const doorList = useDoorList(eventId);
  const own = useDoorOfflineStore((state) => state.admissions);
  usePageTitle(summary.data || doorList.data ? null : t('check_in.picker.title'));
  // The door opens again without a connection (decision 0042): the app is kept for it.
  useEffect(() => {
    registerDoorWorker();
  }, []);

  // No answer from the server, but a door list on this device: the door works from the list.
  const list = doorList.data;
  if (!summary.data && list && !isNotFound(summary.error)) {
    return (
      <DoorScreen
        key={eventId}
        summary={{ event: list.event, ...countsOffline(list, own), doors: [], conflicts: [] }}
        summaryUpdatedAt={0}
        refreshFailed={false}
        role={role}
        eventId={eventId}
        list={list}
        listAt={doorList.dataUpdatedAt}
      />
    );
  }
  if (summary.isPending) {
    // The screen's shape while the performance loads: its header, then the field.
    return (
      <Stack gap="md" className={classes.screen} role="status" aria-label={t('common.loading')}>
        <Skeleton height={170} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }
  if (!summary.data) {
    if (isNotFound(summary.error)) return <NotFound />;
    return (
      <ErrorState
        message={t('common.load_error')}
        error={summary.error}
        onRetry={() => {
          void summary.refetch();
        }}
        retrying={summary.isFetching}
      />
    );
  }
  return (
    <DoorScreen
      // A screen (and its outbox) per performance.
      key={eventId}
      summary={summary.data}
      summaryUpdatedAt={summary.dataUpdatedAt}
      refreshFailed={summary.isRefetchError}
      role={role}
      eventId={eventId}
      list={list}
      listAt={doorList.dataUpdatedAt}
    />
  );
}

interface DoorScreenProps {
  eventId: number;
  summary: CheckInSummary;
  /** When the counts last came from the server: it answers. */
  summaryUpdatedAt: number;
  refreshFailed: boolean;
  role: StaffPower;
  /** The door list on this device, to admit from without a connection. */
  list: DoorList | undefined;
  listAt: number;
}

function DoorScreen(props: DoorScreenProps) {
  const { eventId, summary, summaryUpdatedAt, refreshFailed, role, list, listAt } = props;
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const door = useDoorStore((state) => state.door);
  const setDoor = useDoorStore((state) => state.setDoor);
  const [changingDoor, setChangingDoor] = useState(false);
  const scans = useDoorScans(eventId, door ?? '', list);
  const { scan, setFieldError, clearFieldError, serverAnswered } = scans;
  const offlineSince = useDoorOfflineStore((state) => state.offlineSince);
  const setOffline = useDoorOfflineStore((state) => state.setOffline);
  const forgetSynced = useDoorOfflineStore((state) => state.forgetSynced);
  const toSync = useDoorSync(eventId, !scans.offline && summaryUpdatedAt > 0, serverAnswered);
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const repeats = useRef(createRepeatFilter());

  const { event } = summary;
  const name = inLocale(locale, event.name, event.name_en);
  usePageTitle(t('check_in.scanner.page_title', { name }));
  const own = useDoorOfflineStore((state) => state.admissions);
  // Offline, the counts are the list's with this device's admissions since.
  const counts = scans.offline && list ? countsOffline(list, own) : summary;
  const percent =
    counts.valid > 0 ? Math.min(100, Math.round((counts.admitted / counts.valid) * 100)) : 0;

  const focusInput = () => {
    inputRef.current?.focus();
  };

  /** A typed (or USB-scanned) code: the field is emptied for the next ticket at once. */
  const check = async (typed: string) => {
    if (typed.trim() === '') {
      setFieldError(t('check_in.scan.empty'));
      focusInput();
      return;
    }
    setCode('');
    clearFieldError();
    const outcome = await scan(typed);
    // A code that cannot be one (its red card is on screen) comes back into the field, selected,
    // to be corrected or typed over; so does one for a performance that is gone.
    if (outcome === 'invalid') setFieldError(t('check_in.scan.invalid'));
    if (outcome !== 'answered') {
      setCode((current) => (current === '' ? typed : current));
      window.requestAnimationFrame(() => {
        inputRef.current?.select();
      });
    }
    focusInput();
  };

  // The camera sees a code many times a second: one scan per ticket. Its answers do not take the
  // focus to the field, which would open a phone's keyboard over the answer.
  const onCameraCode = useCallback(
    (text: string) => {
      if (repeats.current(text, Date.now())) void scan(text);
    },
    [scan],
  );

  const askDoor = door === null || changingDoor;

  useEffect(() => {
    setOffline(scans.offline, Date.now());
  }, [scans.offline, setOffline]);
  // A list newer than what this device sent knows those admissions.
  useEffect(() => {
    forgetSynced(eventId, listAt);
  }, [eventId, listAt, forgetSynced]);

  // The counts came back from the server: the scans that waited can go now.
  useEffect(() => {
    serverAnswered();
  }, [summaryUpdatedAt, serverAnswered]);

  // A new answer is brought into view: on a phone with the camera on it may be below the picture.
  const answerRef = useRef<HTMLElement>(null);
  const answerId = scans.answer?.id;
  useEffect(() => {
    if (answerId !== undefined) answerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answerId]);

  return (
    <Stack gap="md" className={classes.screen}>
      <Paper withBorder radius="md" p="md" component="header">
        <Stack gap={6}>
          <Anchor component={Link} to={adminPaths.checkIn()} size="sm" className={heading.back}>
            <IconArrowLeft size={16} aria-hidden />
            {t('check_in.scanner.back')}
          </Anchor>
          <Title order={1} size="h2" className={heading.title}>
            {name}
          </Title>
          <Text c="dimmed">
            {formatDateTime(event.starts_at, locale)} ·{' '}
            {inLocale(locale, event.venue_name, event.venue_name_en)}
          </Text>
          <Text fw={700} size="lg" mt={4}>
            {t('check_in.scanner.admitted_of', {
              admitted: counts.admitted,
              valid: counts.valid,
            })}
          </Text>
          <Progress
            value={percent}
            size="lg"
            color="teal.9"
            aria-label={t('check_in.scanner.progress_label', { percent })}
          />
          {refreshFailed ? (
            <Text size="sm" c="dimmed">
              {t('check_in.scanner.refresh_failed')}
            </Text>
          ) : null}
          {door !== null && !changingDoor ? (
            <Group gap="xs" mt={4} wrap="nowrap" className={classes.doorRow}>
              <Text fw={700} className={classes.doorName}>
                <IconDoor size={20} aria-hidden />
                {t('check_in.door.current', { door })}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                className={classes.doorChange}
                onClick={() => {
                  setChangingDoor(true);
                }}
              >
                {t('check_in.door.change')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>

      {scans.offline ? (
        <CheckInOffline since={offlineSince} listAt={list ? listAt : null} waiting={toSync} />
      ) : null}
      {summary.conflicts.length > 0 ? <CheckInConflicts conflicts={summary.conflicts} /> : null}

      {askDoor ? (
        <CheckInDoor
          doors={summary.doors}
          current={door}
          onSave={(next) => {
            setDoor(next);
            setChangingDoor(false);
            window.requestAnimationFrame(focusInput);
          }}
          onCancel={
            door === null
              ? undefined
              : () => {
                  setChangingDoor(false);
                  window.requestAnimationFrame(focusInput);
                }
          }
        />
      ) : (
        <>
          <form
            onSubmit={(formEvent) => {
              formEvent.preventDefault();
              void check(code);
            }}
            noValidate
            className={classes.scanForm}
          >
            <TextInput
              ref={inputRef}
              label={t('check_in.scan.field')}
              description={t('check_in.scan.description')}
              value={code}
              onChange={(changeEvent) => {
                setCode(changeEvent.currentTarget.value);
                if (scans.fieldError) clearFieldError();
              }}
              error={scans.fieldError}
              size="xl"
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={64}
              rightSection={scans.checking ? <Loader size="sm" aria-hidden /> : null}
              classNames={{ input: classes.codeInput }}
              className={classes.codeField}
            />
            <Button type="submit" size="xl">
              {t('check_in.scan.submit')}
            </Button>
          </form>
          <CheckInCamera onCode={onCameraCode} />
          <section aria-label={t('check_in.answer.region')} ref={answerRef}>
            <div aria-live="assertive" aria-atomic="true">
              {scans.answer ? (
                <CheckInAnswer
                  key={scans.answer.id}
                  answer={scans.answer}
                  canUndo={role === 'admin'}
                  onUndo={() => {
                    void scans.undo().then(focusInput);
                  }}
                  onRetry={scans.sendNow}
                />
              ) : (
                <Text c="dimmed" className={classes.waiting}>
                  {t('check_in.answer.waiting')}
                </Text>
              )}
            </div>
          </section>
          {scans.waiting.length > 0 ? (
            <CheckInWaiting scans={scans.waiting} onSendNow={scans.sendNow} />
          ) : null}
          <CheckInRecent scans={scans.recent} />
        </>
      )}
    </Stack>
  );
}
