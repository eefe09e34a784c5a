import { useAppTranslation } from '../../layout/useAppTranslation';
import { LazyModal } from '../../../design-system/lazy';
import { ComplaintForm, type ComplaintFormActor } from './ComplaintForm';

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
      <ComplaintForm actor={actor} />
    </LazyModal>
  );
}
