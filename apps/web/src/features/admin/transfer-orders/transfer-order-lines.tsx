import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { StaffPerformance } from '@theatre/contracts';
import { formatDate, formatPrice, formatTime } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useGroupPerformance } from './transfer-orders-api';
import { quantityOf } from './transfer-order-rules';

/** One line of the form as typed: a performance, one of its ticket types, how many. */
export interface GroupLine {
  key: number;
  eventId: string;
  typeId: string;
  quantity: string;
}

/** The problems of a line, under its fields (the server's `lines.N.…` or the browser's). */
export interface LineErrors {
  event?: string;
  type?: string;
  quantity?: string;
}

interface LineProps {
  line: GroupLine;
  index: number;
  performances: readonly StaffPerformance[];
  errors: LineErrors;
  removable: boolean;
  onChange: (line: GroupLine) => void;
  onRemove: () => void;
}

function LineEditor({
  line,
  index,
  performances,
  errors,
  removable,
  onChange,
  onRemove,
}: LineProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const eventId = line.eventId === '' ? null : Number(line.eventId);
  const performance = useGroupPerformance(eventId);
  const number = index + 1;
  const types = performance.data?.ticket_types ?? [];
  return (
    <Stack
      gap="xs"
      component="fieldset"
      style={{
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 8,
        padding: 12,
        margin: 0,
      }}
    >
      <Text component="legend" fw={600} size="sm" px={4}>
        {t('transfer_orders.form.line_label', { number })}
      </Text>
      <Select
        label={t('transfer_orders.form.performance')}
        placeholder={t('transfer_orders.form.performance_placeholder')}
        nothingFoundMessage={t('transfer_orders.form.performance_none')}
        searchable
        required
        value={line.eventId === '' ? null : line.eventId}
        onChange={(value) => {
          onChange({ ...line, eventId: value ?? '', typeId: '' });
        }}
        data={performances.map((item) => ({
          value: String(item.id),
          label: `${formatDate(item.starts_at, locale)} ${formatTime(item.starts_at, locale)} – ${inLocale(locale, item.name, item.name_en)} (${inLocale(locale, item.venue_name, item.venue_name_en)})`,
        }))}
        error={errors.event}
        // Opened by typing or the arrow keys: focus alone (the first invalid field after a
        // refused send) leaves the list closed.
        openOnFocus={false}
        comboboxProps={{ withinPortal: false }}
        maxDropdownHeight={320}
      />
      <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
        <NativeSelect
          label={t('transfer_orders.form.ticket_type')}
          required
          disabled={eventId === null || performance.isPending}
          value={line.typeId}
          onChange={(event) => {
            onChange({ ...line, typeId: event.currentTarget.value });
          }}
          data={[
            {
              value: '',
              label:
                eventId === null
                  ? t('transfer_orders.form.ticket_type_pick_performance')
                  : t('transfer_orders.form.ticket_type_placeholder'),
            },
            ...types.map((type) => ({
              value: String(type.id),
              label: t('transfer_orders.form.ticket_type_option', {
                name: inLocale(locale, type.name, type.name_en),
                price: formatPrice(type.price),
                available: type.available,
              }),
            })),
          ]}
          error={errors.type}
          style={{ flexGrow: 3 }}
        />
        <TextInput
          label={t('transfer_orders.form.quantity')}
          required
          inputMode="numeric"
          autoComplete="off"
          value={line.quantity}
          onChange={(event) => {
            onChange({ ...line, quantity: event.currentTarget.value });
          }}
          error={errors.quantity}
          maw={140}
          miw={100}
        />
        {removable ? (
          <ActionIcon
            variant="default"
            size="input-sm"
            mt={25}
            onClick={onRemove}
            aria-label={t('transfer_orders.form.remove_line', { number })}
            style={{ flexGrow: 0 }}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {performance.data?.seated ? (
        <Text size="sm" c="dimmed">
          {t('transfer_orders.form.seated_hint')}
        </Text>
      ) : null}
    </Stack>
  );
}

interface LinesProps {
  lines: readonly GroupLine[];
  performances: readonly StaffPerformance[];
  errors: Readonly<Record<number, LineErrors>>;
  onChange: (lines: GroupLine[]) => void;
}

/** The form's ticket lines (up to 20): performance, ticket type, quantity; add and remove. */
export function TransferOrderLines({ lines, performances, errors, onChange }: LinesProps) {
  const { t } = useAdminTranslation();
  const count = lines.reduce((sum, line) => sum + (quantityOf(line.quantity) ?? 0), 0);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('transfer_orders.form.lines_title')}
      </Title>
      {lines.map((line, index) => (
        <LineEditor
          key={line.key}
          line={line}
          index={index}
          performances={performances}
          errors={errors[index] ?? {}}
          removable={lines.length > 1}
          onChange={(next) => {
            onChange(lines.map((item) => (item.key === line.key ? next : item)));
          }}
          onRemove={() => {
            onChange(lines.filter((item) => item.key !== line.key));
          }}
        />
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={lines.length >= 20}
          onClick={() => {
            const key = Math.max(0, ...lines.map((line) => line.key)) + 1;
            onChange([...lines, { key, eventId: '', typeId: '', quantity: '' }]);
          }}
        >
          {t('transfer_orders.form.add_line')}
        </Button>
        <Text fw={600} aria-live="polite">
          {t('transfer_orders.form.lines_total', { count })}
        </Text>
      </Group>
    </Stack>
  );
}
