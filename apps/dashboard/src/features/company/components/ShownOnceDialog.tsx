import { Button, CopyButton, Stack, Text, TextField } from '@siirto/ui';
import { Modal } from '../../../components/dialog';
import { useI18n } from '../../../i18n/intl';

/** A secret the server answers once (a new API key, a webhook signing secret), with its copy button. */
export function ShownOnceDialog({
  value,
  title,
  label,
  onClose,
}: {
  /** The secret; null while closed. */
  value: string | null;
  title: string;
  label: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={value !== null}
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Stack space="small">
        <Text>{t('company.integrations.shownOnce')}</Text>
        <TextField
          label={label}
          value={value ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          suffix={
            <CopyButton
              value={value ?? ''}
              label={t('company.integrations.copy')}
              copiedLabel={t('company.integrations.copied')}
              failedLabel={t('company.integrations.copyFailed')}
            />
          }
        />
      </Stack>
    </Modal>
  );
}
