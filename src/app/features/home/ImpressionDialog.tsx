import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceView } from '../../../design-system/components/ResourceView/ResourceView';
import { LazyModal, preload } from '../../../design-system/lazy';
import { loadNamespaces } from '../../i18n/i18n';

// The impression form, its machine, validation and the submit call arrive with the modal, and with them the forms
// kit's dictionary (its validation messages; not in the startup set). Its actor lives in the modal's content, so
// closing the modal (only its close button can) resets the form.
const loadImpressionForm = () => Promise.all([import('./ConnectedImpressionForm'), loadNamespaces(['forms'])]).then(([module]) => module);
const ConnectedImpressionForm = lazy(() => loadImpressionForm().then((module) => ({ default: module.ConnectedImpressionForm })));

/** Fetch the modal's code ahead of the press (pointer over or focus on the add-your-impression button). */
export function preloadImpressionDialog() {
  void preload.modal();
  void loadImpressionForm();
}

/** The add-your-impression modal: static backdrop (Escape and outside clicks do nothing); closing resets the form. */
export function ImpressionDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <LazyModal
      isOpen={isOpen}
      staticBackdrop
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('impressions.formTitle')}
      closeLabel={t('close')}
    >
      <Suspense fallback={<ResourceView status="loading" labels={{ loading: t('sectionLoading') }} />}>
        <ConnectedImpressionForm />
      </Suspense>
    </LazyModal>
  );
}
