import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceLoading } from '../../../design-system/components/ResourceView/ResourceLoading';
import { LazyModal, preload } from '../../../design-system/lazy';
import { loadNamespaces } from '../../i18n/i18n';
import { appNamespaces } from '../../i18n/useAppTranslation';

// The form, its machine, validation and the API call arrive with the modal, not with the page
// (every page has the footer). The actor lives in the modal's content, so closing the modal resets it.
const loadForm = () => import('./AppComplaintForm');
const AppComplaintForm = lazy(() => loadForm().then((module) => ({ default: module.AppComplaintForm })));

/** Fetch the modal's code and dictionaries ahead of the press (pointer over or focus on the opening button). */
export function preloadComplaintDialog() {
  void preload.modal();
  void loadForm();
  void loadNamespaces(appNamespaces);
}

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * The footer's complaint/suggestion modal; closing it resets the form (spec §4 Forms). Its title
 * reads the `forms` dictionary, which is not in the startup set: the footer mounts it while open.
 */
export function ComplaintDialog({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation(['common', 'forms']);
  return (
    <LazyModal isOpen={isOpen} onOpenChange={onOpenChange} title={t('forms:complaint.title')} closeLabel={t('close')} size="md">
      <Suspense fallback={<ResourceLoading label={t('loading')} />}>
        <AppComplaintForm />
      </Suspense>
    </LazyModal>
  );
}
