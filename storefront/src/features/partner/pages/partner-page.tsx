/** Partner application (SPEC §2); the application form comes with the partner feature. */
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../components/screen-header.tsx';

const benefits = ['shop', 'portal', 'trainings'] as const;

export default function PartnerPage() {
  const { t } = useTranslation('partner');
  return (
    <div className="container">
      <ScreenHeader eyebrow={t('eyebrow')} />
      <ul className="benefit-grid">
        {benefits.map((benefit) => (
          <li key={benefit} className="panel panel-soft">
            <h2>{t(`benefits.${benefit}.title`)}</h2>
            <p>{t(`benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
