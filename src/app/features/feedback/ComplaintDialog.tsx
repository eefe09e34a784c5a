import { lazy, Suspense } from 'react';
import { Spinner } from '../../../design-system/components/Spinner/Spinner';
import { LazyModal } from '../../../design-system/lazy';
import { useAppTranslation } from '../../layout/useAppTranslation';
import type { ComplaintFormActor } from './ComplaintForm';

// The form's fields arrive with the modal, not with the page (every page has the footer).
const ComplaintForm = lazy(() => import('./ComplaintForm').then((module) => ({ default: module.ComplaintForm })));

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; actor: ComplaintFormActor };

/** The footer's complaint/suggestion modal; closing it resets the form (spec §4 Forms). */
export function ComplaintDialog({ isOpen, onOpenChange, actor }: Props) {
  const { t } = useAppTranslation();
  return (
    <LazyModal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'form.reset' });
        onOpenChange(open);
      }}
      title={t('forms:complaint.title')}
      closeLabel={t('close')}
      size="md"
    >
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <ComplaintForm actor={actor} />
      </Suspense>
    </LazyModal>
  );
}
