import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '../../../api/appointments';
import * as styles from './booking.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';

type Step = 'pending' | 'approved' | 'tested' | 'passed' | 'failed' | 'refused';
type Mark = 'done' | 'current' | 'next' | 'refused';

/** The steps a request goes through and where this one stands: pending → accepted → tested → passed or failed; refused. */
export function timelineOf(status: AppointmentStatus): { step: Step; mark: Mark }[] {
  switch (status) {
    case 'pending':
      return [
        { step: 'pending', mark: 'current' },
        { step: 'approved', mark: 'next' },
        { step: 'tested', mark: 'next' },
        { step: 'passed', mark: 'next' },
      ];
    case 'approved':
      return [
        { step: 'pending', mark: 'done' },
        { step: 'approved', mark: 'current' },
        { step: 'tested', mark: 'next' },
        { step: 'passed', mark: 'next' },
      ];
    case 'success':
    case 'failed':
      return [
        { step: 'pending', mark: 'done' },
        { step: 'approved', mark: 'done' },
        { step: 'tested', mark: 'done' },
        { step: status === 'success' ? 'passed' : 'failed', mark: status === 'success' ? 'done' : 'refused' },
      ];
    case 'refused':
      return [
        { step: 'pending', mark: 'done' },
        { step: 'refused', mark: 'refused' },
      ];
    case 'cancelled':
      return [];
  }
}

/** The request's progress as an ordered list (the current step is marked for assistive technology too). */
export function StatusTimeline({ status, refusalReason }: { status: AppointmentStatus; refusalReason?: string | null }) {
  const { t } = useTranslation('booking');
  const steps = timelineOf(status);
  if (steps.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={styles.cardTitle}>
        {t('timeline.title')}
      </h2>
      <Stack as="ol" space="sm">
        {steps.map(({ step, mark }) => (
          <li key={step} className={styles.step} aria-current={mark === 'current' ? 'step' : undefined}>
            <span className={styles.stepMark} data-step={mark} aria-hidden="true" />
            <span className={styles.stepText}>
              <span>{t(`timeline.${step}`)}</span>
              <span className={styles.muted}>{t(`timeline.${mark === 'refused' ? 'done' : mark}`)}</span>
              {step === 'refused' ? <span>{refusalReason || t('outcome.noReason')}</span> : null}
            </span>
          </li>
        ))}
      </Stack>
    </section>
  );
}
