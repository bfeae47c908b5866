import { Button, Modal } from '@mantine/core';
import type { PopupBanner } from '@theatre/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import classes from './popup-banner-modal.module.css';

interface PopupBannerModalProps {
  banner: PopupBanner;
  opened: boolean;
  onClose: () => void;
}

/** The full-screen pop-up banner image; closes with its button or Esc. Lazily loaded. */
export default function PopupBannerModal({ banner, opened, onClose }: PopupBannerModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const alt = translated(locale, banner.alt, banner.alt_translations);
  const image = <img src={banner.image_url} alt={alt} className={classes.image} />;
  const isExternal = banner.link ? /^https?:\/\//i.test(banner.link) : false;
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      // No fade-in: the picture is decoded already, so it appears at once.
      transitionProps={{ duration: 0 }}
    >
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        {/* role="none": a <header> inside a dialog is not the page's banner landmark. */}
        <Modal.Header className={classes.header} role="none">
          <Modal.Title className={classes.title}>{t('popup.label')}</Modal.Title>
          <Modal.CloseButton aria-label={t('popup.close')} />
        </Modal.Header>
        <Modal.Body className={classes.body}>
          <div className={classes.stage}>
            {banner.link ? (
              <a
                href={banner.link}
                className={classes.imageLink}
                {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {image}
              </a>
            ) : (
              image
            )}
          </div>
          <div className={classes.actions}>
            <Button size="md" onClick={onClose} variant="white" color="dark">
              {t('popup.close')}
            </Button>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
