/**
 * Text fields: the design system's TextField and PasswordField with the app's texts, for react-hook-form's
 * `register`. The Ark choice controls are in `choice-fields.tsx`, so a page with only text inputs (the sign-in)
 * does not load them.
 * `TextField` takes `{...form.register(name)}` like a native input; `type="password"` becomes the design system's
 * PasswordField with its show / hide button.
 */
import { PasswordField, TextField as UiTextField, type TextFieldProps as UiTextFieldProps } from '@siirto/ui';
import { useI18n } from '../i18n/intl';

export interface TextFieldProps extends Omit<UiTextFieldProps, 'type' | 'autoComplete' | 'prefix'> {
  prefix?: string;
  type?: UiTextFieldProps['type'] | 'password';
  autoComplete?: string;
}

/** A labelled input whose error and hint are announced with it; a password gets a show / hide button. */
export function TextField({ type, autoComplete, ...props }: TextFieldProps) {
  const { t } = useI18n();
  if (type === 'password')
    return (
      <PasswordField
        {...props}
        autoComplete={autoComplete === 'current-password' ? 'current-password' : 'new-password'}
        visibilityLabels={{ show: t('common.password.show'), hide: t('common.password.hide') }}
      />
    );
  return <UiTextField {...props} type={type} autoComplete={autoComplete} />;
}
