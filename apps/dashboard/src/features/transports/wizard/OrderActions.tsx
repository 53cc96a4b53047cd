/** The wizard's buttons: back and continue between the pages; delete, save draft, calculate price and publish. */
import { Button, Inline } from '@siirto/ui';
import { useI18n } from '../../../i18n/intl';
import { ORDER_ACTIONS_ID, type OrderPage } from './wizard-frame';
import * as styles from './wizard.css';

export function OrderActions({
  page,
  saved,
  saving,
  onBack,
  onNext,
  onDelete,
  onSaveDraft,
  onCalculate,
  onPublish,
}: {
  page: OrderPage;
  /** The order has an id (it can be deleted). */
  saved: boolean;
  saving: boolean;
  onBack: () => void;
  onNext: () => void;
  onDelete: () => void;
  onSaveDraft: () => void;
  onCalculate: () => void;
  onPublish: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.buttons} id={ORDER_ACTIONS_ID}>
      <Inline space="small">
        {page !== 1 ? (
          <Button tone="secondary" onClick={onBack}>
            {t('wizard.button.back')}
          </Button>
        ) : null}
        {page !== 3 ? (
          <Button tone="secondary" onClick={onNext}>
            {t('wizard.button.continue')}
          </Button>
        ) : null}
      </Inline>
      <Inline space="small">
        {saved ? (
          <Button tone="critical" onClick={onDelete}>
            {t('wizard.button.delete')}
          </Button>
        ) : null}
        <Button tone="secondary" onClick={onSaveDraft} loading={saving}>
          {t('wizard.button.saveDraft')}
        </Button>
        <Button tone="secondary" onClick={onCalculate}>
          {t('wizard.button.calculate')}
        </Button>
        <Button tone="primary" onClick={onPublish}>
          {t('wizard.button.publish')}
        </Button>
      </Inline>
    </div>
  );
}
