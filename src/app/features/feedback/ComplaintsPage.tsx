import { useAppTranslation } from '../../i18n/useAppTranslation';
import { FormPage } from '../../forms/FormPage';
import { AppComplaintForm } from './AppComplaintForm';

/** /complaints: the footer's complaint/suggestion form as a page (a new route starts it afresh). */
export default function ComplaintsPage() {
  const { t } = useAppTranslation();
  return (
    <FormPage title={t('forms:complaint.title')} width="wide">
      <AppComplaintForm />
    </FormPage>
  );
}
