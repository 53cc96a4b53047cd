import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useI18n } from '../i18n/intl';
import { Notice } from '@siirto/ui';

/**
 * The form-level messages: 'Tarkista lomakkeen virheet' once a submit met field errors, and the general
 * message of a failed save (spec 1 §5, §8).
 */
export function FormMessages<T extends FieldValues>({
  errors,
  submitCount,
  general,
}: {
  errors: FieldErrors<T>;
  submitCount: number;
  general?: string | undefined;
}) {
  const { t } = useI18n();
  const hasFieldErrors = Object.keys(errors).length > 0;
  if (!general && !(hasFieldErrors && submitCount > 0)) return null;
  return (
    <Notice
      tone="critical"
      title={hasFieldErrors && submitCount > 0 ? t('validation.formErrors') : undefined}
      live="assertive"
    >
      {general}
    </Notice>
  );
}
