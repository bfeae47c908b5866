import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useAccountTranslation } from '../hooks/use-account-translation';

/**
 * A password field whose show/hide button is reachable by keyboard and named for screen readers.
 * Mantine's PasswordInput links its error as the input's description but, unlike TextInput, does
 * not mark the input invalid: `aria-invalid` is set here, as the other fields carry it.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useAccountTranslation();
    return (
      <PasswordInput
        ref={ref}
        visibilityToggleFocusable
        visibilityToggleIcon={({ reveal }) =>
          reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
        }
        visibilityToggleButtonProps={{ 'aria-label': t('common.show_password') }}
        {...props}
        aria-invalid={props.error ? true : undefined}
      />
    );
  },
);
