/** Live hints under a new password: each SPEC §5 rule, marked as soon as it is met. */
import { useTranslation } from 'react-i18next';
import { passwordRules } from '../../lib/validation.ts';
import { CheckIcon } from '../icons.tsx';

export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="password-rules">
      <p className="password-rules-title">{t('passwordRules.title')}</p>
      <ul>
        {passwordRules.map(({ rule, test }) => {
          const met = test(password);
          return (
            <li key={rule} className={met ? 'is-met' : undefined}>
              <CheckIcon />
              <span>
                {t(`passwordRules.${rule}`)}
                <span className="sr-only">
                  {' '}
                  ({met ? t('passwordRules.met') : t('passwordRules.unmet')})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
