import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../../design-system/lazy';
import { ConnectedRules } from '../competition/ConnectedRules';
import { useHomeServices } from './homeServices';

/** The about banner's rules, in a modal. */
export function RulesModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('home');
  const { fetchRules } = useHomeServices();
  return (
    <LazyModal isOpen={isOpen} onOpenChange={onOpenChange} title={t('about.rulesTitle')} closeLabel={t('close')} size="lg">
      <ConnectedRules fetchRules={fetchRules} />
    </LazyModal>
  );
}
