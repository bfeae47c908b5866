import { Text } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { useLocale } from '../../../lib/i18n';
import { downloadOrderDocument } from './staff-orders-api';
import { documentLabel, shortDateTime } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderDownloadButton } from './order-download-button';
import { Dimmed, isOneOf, StateBadge } from './order-record-parts';
import { OrderRecords, OrderSection } from './order-section';

type Order = StaffOrderDetails;

const documentStatuses = ['pending', 'issued'] as const;
const documentIssuers = ['builtin', 'szamlazz'] as const;

type Document = Order['documents'][number];

/** Receipts, invoices and their sztornó, each to download once issued. */
export function DocumentsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const numbers = new Map(order.documents.map((document) => [document.id, document.number]));
  return (
    <OrderSection
      value="documents"
      title={t('orders.sections.documents')}
      count={order.documents.length}
    >
      <OrderRecords<Document>
        caption={t('orders.documents.caption')}
        rows={order.documents}
        rowKey={(document) => document.id}
        empty={t('orders.empty.documents')}
        minWidth={400}
        columns={[
          {
            key: 'kind',
            label: t('orders.documents.kind'),
            render: (document) => (
              <>
                <Text span size="sm" fw={600} display="block">
                  {t(`orders.documents.kinds.${documentLabel(document)}`)}
                </Text>
                <Text span size="sm" display="block">
                  {document.number ?? t('orders.documents.number_pending')}
                </Text>
                {document.cancels_id !== null ? (
                  <Dimmed>
                    {t('orders.documents.cancels', {
                      number: numbers.get(document.cancels_id) ?? `#${String(document.cancels_id)}`,
                    })}
                  </Dimmed>
                ) : null}
                {document.modifies_id != null ? (
                  <Dimmed>
                    {t('orders.documents.modifies', {
                      number:
                        numbers.get(document.modifies_id) ?? `#${String(document.modifies_id)}`,
                    })}
                  </Dimmed>
                ) : null}
              </>
            ),
          },
          {
            key: 'status',
            label: t('orders.documents.status'),
            render: (document) => (
              <>
                <StateBadge tone={document.status === 'issued' ? 'done' : 'waiting'}>
                  {isOneOf(documentStatuses, document.status)
                    ? t(`orders.documents.statuses.${document.status}`)
                    : document.status}
                </StateBadge>
                <Dimmed>
                  {[
                    document.issued_at ? shortDateTime(document.issued_at, locale) : null,
                    isOneOf(documentIssuers, document.issuer)
                      ? t(`orders.documents.issuers.${document.issuer}`)
                      : document.issuer,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Dimmed>
                {document.last_error ? (
                  <Text span size="xs" c="red.9" display="block" mt={4}>
                    {t('orders.documents.error', {
                      count: document.attempts,
                      error: document.last_error,
                    })}
                  </Text>
                ) : null}
              </>
            ),
          },
          {
            key: 'download',
            label: t('orders.documents.download'),
            render: (document) => {
              if (document.status !== 'issued') return '–';
              const kind = t(`orders.documents.kinds.${documentLabel(document)}`);
              const number = document.number ?? `#${String(document.id)}`;
              return (
                <OrderDownloadButton
                  size="xs"
                  variant="default"
                  aria-label={t('orders.documents.download_label', { kind, number })}
                  download={() =>
                    downloadOrderDocument(
                      document.id,
                      `${documentLabel(document)}-${number.replace(/[^\w-]+/g, '_')}.pdf`,
                    )
                  }
                >
                  {t('orders.documents.download')}
                </OrderDownloadButton>
              );
            },
          },
        ]}
      />
    </OrderSection>
  );
}
