import { VisuallyHidden } from '@mantine/core';
import type { PublicSettings } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n';
import { translated } from '../lib/translated';

type PaymentProvider = PublicSettings['payment_provider'];

/**
 * SimplePay's logo (a placeholder wordmark in public/: the official one replaces it before
 * go-live) and its customer payment notice per language (SimplePay's merchant checklist), used when the
 * public settings do not name them.
 */
export const simplePayDefaults = {
  logoUrl: '/simplepay-logo.svg',
  noticeUrl: {
    hu: 'https://simplepartner.hu/PaymentService/Fizetesi_tajekoztato.pdf',
    en: 'https://simplepartner.hu/PaymentService/Payment_information.pdf',
  } satisfies Record<Locale, string>,
};

interface PaymentProviderBadgeProps {
  /** The public settings' provider (logo and notice), or null before the settings are known. */
  provider: PaymentProvider | null | undefined;
  /** The logo's height in pixels (its width follows). */
  height?: number;
  className?: string;
  imageClassName?: string;
}

/**
 * The card-payment provider's logo as a link to its customer payment notice (SimplePay's merchant
 * obligation: permanently visible, linked; docs/product.md §2, the footer). The footer and the
 * checkout's pay button show it. alt 'SimplePay - Online bankkártyás fizetés', title 'SimplePay
 * vásárlói tájékoztató' (SimplePay's suggested texts); the notice opens in a new tab.
 */
export function PaymentProviderBadge({
  provider,
  height = 32,
  className,
  imageClassName,
}: PaymentProviderBadgeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notice = provider?.notice_url
    ? translated(locale, provider.notice_url, provider.notice_url_translations)
    : simplePayDefaults.noticeUrl[locale];
  return (
    <a
      href={notice}
      target="_blank"
      rel="noopener noreferrer"
      title={t('footer.payment_notice')}
      className={className}
    >
      <img
        src={provider?.logo_url || simplePayDefaults.logoUrl}
        alt={t('footer.payment_logo_alt')}
        height={height}
        width={Math.round(height * 4.4)}
        className={imageClassName}
      />
      <VisuallyHidden>{t('footer.new_tab')}</VisuallyHidden>
    </a>
  );
}
