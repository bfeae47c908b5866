import { Checkbox, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { ExchangeOptionsReply, ExchangeTarget } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import type { StaffPower } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';

export interface ExchangeChoice {
  ticketIds: string[];
  eventId: number | null;
  quantities: Record<number, number>;
}

/** The performances the chosen tickets may go to: their production's, not their own dates. */
export function targetsFor(
  options: ExchangeOptionsReply,
  ticketIds: readonly string[],
): ExchangeTarget[] {
  const chosen = options.tickets.filter((ticket) => ticketIds.includes(String(ticket.id)));
  const production = chosen[0]?.production_id;
  if (production === undefined) return [];
  const own = new Set(chosen.map((ticket) => ticket.event_id));
  return options.targets.filter(
    (target) => target.production_id === production && !own.has(target.id),
  );
}

interface OrderExchangeFormProps {
  options: ExchangeOptionsReply;
  role: StaffPower;
  choice: ExchangeChoice;
  onChange: (choice: ExchangeChoice) => void;
  errors: { tickets: string | null; target: string | null; lines: string | null };
}

/**
 * The exchange's choices (decision 0050): the order's valid tickets with their value, the new
 * performance of the same production, and how many of each of its ticket types (at the desk's
 * price; a seated performance's zones, sold by best available).
 */
export function OrderExchangeForm({
  options,
  role,
  choice,
  onChange,
  errors,
}: OrderExchangeFormProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const english = locale === 'en';
  const targets = targetsFor(options, choice.ticketIds);
  const target = targets.find((item) => item.id === choice.eventId) ?? null;

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t('orders.exchange.tickets')}
        value={choice.ticketIds}
        onChange={(ticketIds) => {
          const stillTarget = targetsFor(options, ticketIds).some(
            (item) => item.id === choice.eventId,
          );
          onChange({
            ticketIds,
            eventId: stillTarget ? choice.eventId : null,
            quantities: stillTarget ? choice.quantities : {},
          });
        }}
        error={errors.tickets}
        required
      >
        <Stack gap={6} mt="xs">
          {options.tickets.map((ticket, index) => {
            const name = [
              formatDateTime(ticket.starts_at, locale),
              english && ticket.ticket_type_en ? ticket.ticket_type_en : ticket.ticket_type,
              ticket.seat,
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <Checkbox
                key={ticket.id}
                value={String(ticket.id)}
                disabled={ticket.checked_in && role !== 'admin'}
                data-autofocus={index === 0 || undefined}
                label={`${t('orders.exchange.ticket_label', {
                  code: ticket.code,
                  name,
                  value: formatPrice(ticket.value),
                })}${ticket.checked_in ? ` (${t('orders.exchange.admitted')})` : ''}`}
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
      {choice.ticketIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.exchange.choose_tickets_first')}
        </Text>
      ) : targets.length === 0 ? (
        <Text size="sm" role="status">
          {t('orders.exchange.no_targets')}
        </Text>
      ) : (
        <NativeSelect
          label={t('orders.exchange.target')}
          value={choice.eventId === null ? '' : String(choice.eventId)}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            const next = targets.find((item) => item.id === id);
            const first = next?.ticket_types.find((type) => type.available > 0);
            onChange({
              ...choice,
              eventId: next ? id : null,
              // The same number of new tickets of its first type with places, to start with.
              quantities: first
                ? { [first.id]: Math.min(choice.ticketIds.length, first.available) }
                : {},
            });
          }}
          error={errors.target}
          required
          data={[
            { value: '', label: t('orders.exchange.target_placeholder'), disabled: true },
            ...targets.map((item) => ({
              value: String(item.id),
              label: t('orders.exchange.target_option', {
                when: formatDateTime(item.starts_at, locale),
                venue: english && item.venue_name_en ? item.venue_name_en : item.venue_name,
              }),
            })),
          ]}
        />
      )}
      {target ? (
        <Stack gap="xs" role="group" aria-label={t('orders.exchange.types')}>
          <Text fw={600} size="sm" aria-hidden>
            {t('orders.exchange.types')}
          </Text>
          {target.ticket_types.map((type) => (
            <NumberInput
              key={type.id}
              label={t('orders.exchange.type_label', {
                name: english && type.name_en ? type.name_en : type.name,
                price: formatPrice(type.price),
                available: type.available,
              })}
              value={choice.quantities[type.id] ?? 0}
              min={0}
              max={Math.min(50, type.available)}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              w={{ base: '100%', sm: 360 }}
              onChange={(value) => {
                const quantity = typeof value === 'number' ? value : Number(value) || 0;
                onChange({ ...choice, quantities: { ...choice.quantities, [type.id]: quantity } });
              }}
            />
          ))}
          {errors.lines ? (
            <Text size="sm" c="red.9" role="alert">
              {errors.lines}
            </Text>
          ) : null}
          {target.seated ? (
            <Text size="sm" c="dimmed">
              {t('orders.exchange.seated_note')}
            </Text>
          ) : null}
          {target.fee > 0 ? (
            <Text size="sm" c="dimmed">
              {t('orders.exchange.fee_note', { fee: formatPrice(target.fee) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
