import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { AdminDateTimeInput, type AdminDateTimeInputProps } from './admin-date-time-input';

type AdminDateTimeFieldProps<T extends FieldValues, TOut> = Omit<
  AdminDateTimeInputProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<T, unknown, TOut>;
  /** A field holding a `datetime-local` value (`YYYY-MM-DDTHH:mm` or ''). */
  name: FieldPathByValue<T, string>;
};

/** A form's date-time field (react-hook-form): the back office's picker bound to its value. */
export function AdminDateTimeField<T extends FieldValues, TOut>({
  control,
  name,
  ...rest
}: AdminDateTimeFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <AdminDateTimeInput
          {...rest}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
