import { IconX } from '@tabler/icons-react';
import type { PopupBanner } from '@theatre/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import buttons from '../../../components/plain-button.module.css';
import classes from './popup-banner-modal.module.css';

interface PopupBannerModalProps {
  banner: PopupBanner;
  onClose: () => void;
}

/**
 * The full-screen pop-up banner image; closes with its buttons or Esc.
 *
 * A native modal <dialog>: the browser puts it in the top layer, makes the page behind it inert,
 * moves focus into it and back, and closes it on Esc. That keeps it small enough to ship with the
 * frame, so it opens without fetching more code (see docs/decisions/0006).
 */
export default function PopupBannerModal({ banner, onClose }: PopupBannerModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const alt = translated(locale, banner.alt, banner.alt_translations);
  const image = <img src={banner.image_url} alt={alt} className={classes.image} />;
  const isExternal = banner.link ? /^https?:\/\//i.test(banner.link) : false;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={classes.dialog}
      aria-labelledby={titleId}
      // Esc (and the close buttons through close()) end here.
      onClose={onClose}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {t('popup.label')}
        </h2>
        <button
          type="button"
          className={classes.closeIcon}
          aria-label={t('popup.close')}
          onClick={() => dialogRef.current?.close()}
        >
          <IconX size={20} aria-hidden />
        </button>
      </div>
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
        <button
          type="button"
          className={`${buttons.button} ${buttons.white}`}
          onClick={() => dialogRef.current?.close()}
        >
          {t('popup.close')}
        </button>
      </div>
    </dialog>
  );
}
