import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import classes from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** Decorative icon at the start of the field. */
  icon?: ReactNode;
  /** A control at the end of the field (e.g. a clear button). */
  trailing?: ReactNode;
  className?: string;
}

/**
 * A labelled native input styled like Mantine's inputs. Used on the first page instead of Mantine's
 * TextInput to keep the first-load JavaScript small; the browser's own date picker comes for free.
 */
export function TextField({ label, icon, trailing, className, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className ? `${classes.root} ${className}` : classes.root}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      <div className={classes.control}>
        {icon ? (
          <span className={classes.icon} aria-hidden>
            {icon}
          </span>
        ) : null}
        <input
          id={inputId}
          className={classes.input}
          data-with-icon={icon ? true : undefined}
          data-with-trailing={trailing ? true : undefined}
          {...input}
        />
        {trailing ? <span className={classes.trailing}>{trailing}</span> : null}
      </div>
    </div>
  );
}
