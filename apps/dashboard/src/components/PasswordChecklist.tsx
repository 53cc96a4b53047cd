import { Icon } from '@siirto/ui';
import { passwordRuleResults } from '@siirto/domain';
import { useI18n } from '../i18n/intl';
import * as c from './components.css';

/**
 * Every password rule (spec 1 §5, the domain's `passwordRules`) at once while a new password is typed, each ticked
 * when met, so nobody has to find them out one error at a time.
 */
export function PasswordChecklist({ password }: { password: string | undefined }) {
  const { t } = useI18n();
  return (
    <ul className={c.passwordChecklist} aria-label={t('common.password.rules')}>
      {passwordRuleResults(password ?? '').map((rule) => (
        <li key={rule.id} className={[c.passwordRule, rule.met ? c.passwordRuleMet : ''].join(' ')}>
          <Icon
            name={rule.met ? 'check' : 'minus'}
            tone={rule.met ? 'positive' : 'muted'}
            size="small"
            label={rule.met ? t('common.password.ruleMet') : t('common.password.ruleNotMet')}
          />
          {t(`validation.${rule.id}`)}
        </li>
      ))}
    </ul>
  );
}
