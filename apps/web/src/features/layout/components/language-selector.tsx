import { useClickOutside } from '@mantine/hooks';
import { locales, type Locale } from '@theatre/i18n';
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import classes from './language-selector.module.css';

/**
 * The language selector: a menu button ("Nyelv: HU") listing the locales in upper case (HU / EN).
 * Keyboard: Enter/Space/ArrowDown open it on the first item, arrows move, Esc closes.
 */
export function LanguageSelector({ tone = 'header' }: { tone?: 'header' | 'surface' }) {
  const { t } = useTranslation();
  const { locale, setLocale } = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useClickOutside<HTMLDivElement>(() => {
    setOpen(false);
  });

  const focusItem = useCallback((index: number) => {
    const count = locales.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  }, []);

  const openMenu = useCallback(
    (focusIndex: number) => {
      setOpen(true);
      window.requestAnimationFrame(() => {
        focusItem(focusIndex);
      });
    },
    [focusItem],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const choose = (item: Locale) => {
    close(true);
    if (item !== locale) setLocale(item);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(locales.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  return (
    <div ref={rootRef} className={classes.root} data-tone={tone}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.language_switch', { language: locale.toUpperCase() })}
        onClick={() => {
          if (open) close(false);
          else openMenu(Math.max(0, locales.indexOf(locale)));
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu(event.key === 'ArrowDown' ? 0 : locales.length - 1);
          }
        }}
      >
        <IconWorld size={18} aria-hidden />
        <span>{locale.toUpperCase()}</span>
        <IconChevronDown
          size={14}
          aria-hidden
          className={classes.chevron}
          data-open={open || undefined}
        />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('nav.language')}
          className={classes.menu}
          onKeyDown={onMenuKeyDown}
        >
          {locales.map((item, index) => (
            <li key={item} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                lang={item}
                tabIndex={-1}
                aria-current={item === locale ? 'true' : undefined}
                className={classes.item}
                onClick={() => {
                  choose(item);
                }}
              >
                <span className={classes.code}>{item.toUpperCase()}</span>
                <span className={classes.name}>{t(`nav.language_names.${item}`)}</span>
                {item === locale ? (
                  <IconCheck size={16} aria-hidden className={classes.check} />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
