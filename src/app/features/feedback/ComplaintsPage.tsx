import { useActorRef } from '@xstate/react';
import { useAppTranslation } from '../../layout/useAppTranslation';
import { ComplaintForm } from './ComplaintForm';
import { appComplaintFormMachine } from './complaintForm';
import * as styles from '../auth/auth.css';

/** /complaints: the footer's complaint/suggestion form as a page (a new route starts it afresh). */
export default function ComplaintsPage() {
  const { t } = useAppTranslation();
  const actor = useActorRef(appComplaintFormMachine);
  return (
    <div className={styles.page}>
      <section className={styles.wideCard} aria-labelledby="complaints-title">
        <h1 id="complaints-title" className={styles.title}>
          {t('forms:complaint.title')}
        </h1>
        <ComplaintForm actor={actor} />
      </section>
    </div>
  );
}
