import { useAppTranslation } from '../../i18n/useAppTranslation';
import { AppComplaintForm } from './AppComplaintForm';
import * as styles from '../../forms/formPage.css';

/** /complaints: the footer's complaint/suggestion form as a page (a new route starts it afresh). */
export default function ComplaintsPage() {
  const { t } = useAppTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.wideCard} aria-labelledby="complaints-title">
        <h1 id="complaints-title" className={styles.title}>
          {t('forms:complaint.title')}
        </h1>
        <AppComplaintForm />
      </section>
    </div>
  );
}
