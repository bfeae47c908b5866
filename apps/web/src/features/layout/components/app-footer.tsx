import { Container, VisuallyHidden } from '@mantine/core';
import type { PublicSettings } from '@theatre/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import type { PageLink } from '../lib/footer-links';
import classes from './app-footer.module.css';
import { SocialIcon } from './social-icon';

interface AppFooterProps {
  settings: PublicSettings | null;
  infoLinks: readonly PageLink[];
  documentLinks: readonly PageLink[];
}

function LinkColumn({ title, links }: { title: string; links: readonly PageLink[] }) {
  return (
    <nav aria-label={title} className={classes.column}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Social links, info and document links in two columns, the copyright strip with the payment
 * provider: its logo links its customer notice (SimplePay's merchant obligation; the checkout shows the same logo beside the pay button: components/payment-provider-badge).
 */
export default function AppFooter({ settings, infoLinks, documentLinks }: AppFooterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const year = new Date().getFullYear();
  const provider = settings?.payment_provider;
  const noticeUrl = provider
    ? translated(locale, provider.notice_url, provider.notice_url_translations)
    : null;
  const socialLinks = settings?.social_links ?? [];

  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.grid}>
        <div className={classes.column}>
          {settings ? (
            <p className={classes.brand}>
              <span className={classes.theatre}>{settings.theatre_name}</span>
              <span className={classes.brandTitle}>
                {translated(locale, settings.brand_title, settings.brand_title_translations)}
              </span>
            </p>
          ) : null}
          {socialLinks.length > 0 ? (
            <>
              <h2 className={classes.heading}>{t('footer.social')}</h2>
              <ul className={classes.list}>
                {socialLinks.map((social) => (
                  <li key={social.link}>
                    <a
                      href={social.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={classes.socialLink}
                    >
                      <SocialIcon icon={social.icon} />
                      <span>{social.name}</span>
                      <VisuallyHidden>{t('footer.new_tab')}</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <LinkColumn title={t('footer.information')} links={infoLinks} />
        <LinkColumn title={t('footer.documents')} links={documentLinks} />
      </Container>
      <div className={classes.strip}>
        <Container size="xl" className={classes.stripInner}>
          <p className={classes.copyright}>
            {t('footer.copyright', { year, name: settings?.theatre_name ?? '' })}
          </p>
          {provider && noticeUrl ? (
            <a
              href={noticeUrl}
              target="_blank"
              rel="noopener noreferrer"
              title={t('footer.payment_notice')}
              className={classes.provider}
            >
              <img
                src={provider.logo_url}
                alt={t('footer.payment_logo_alt')}
                height={32}
                width={160}
                className={classes.providerLogo}
              />
              <VisuallyHidden>{t('footer.new_tab')}</VisuallyHidden>
            </a>
          ) : null}
        </Container>
      </div>
    </footer>
  );
}
