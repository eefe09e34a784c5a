import { lazy, Suspense } from 'react';
import { Spinner } from '../../../design-system/components/Spinner/Spinner';
import { LazyModal, preload } from '../../../design-system/lazy';
import { useAppTranslation } from '../../layout/useAppTranslation';

// The form, its machine, validation and the API call arrive with the modal, not with the page
// (every page has the footer). The actor lives in the modal's content, so closing the modal resets it.
const loadForm = () => import('./AppComplaintForm');
const AppComplaintForm = lazy(() => loadForm().then((module) => ({ default: module.AppComplaintForm })));

/** Fetch the modal's code ahead of the press (pointer over or focus on the opening button). */
export function preloadComplaintDialog() {
  void preload.modal();
  void loadForm();
}

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** The footer's complaint/suggestion modal; closing it resets the form (spec §4 Forms). */
export function ComplaintDialog({ isOpen, onOpenChange }: Props) {
  const { t } = useAppTranslation();
  return (
    <LazyModal isOpen={isOpen} onOpenChange={onOpenChange} title={t('forms:complaint.title')} closeLabel={t('close')} size="md">
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <AppComplaintForm />
      </Suspense>
    </LazyModal>
  );
}
