import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button/Button';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import * as formStyles from '../../forms/form.css';
import { appForgotPasswordFormMachine } from './accountForms';
import { useFormActor, useFormSent, type SubmitFormActor } from '../../forms/useFormActor';
import { useFieldBuilders } from '../../forms/fieldBuilders';
import { FormAlert, FormNotice, FormPage, FormPageLink } from '../../forms/FormPage';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';

export function ForgotPasswordForm({ actor }: { actor: SubmitFormActor<'forgotPassword'> }) {
  const { t } = useAppTranslation();
  const form = useFormActor(actor);
  const { state, context, submit } = form;
  const fields = useFieldBuilders(form);
  return (
    <Form className={formStyles.form} onSubmit={submit}>
      {state === 'failed' ? <FormAlert>{context.failure?.message || t('errors:submitFailed')}</FormAlert> : null}
      {state === 'sent' ? <FormNotice>{t('auth:forgot.sent')}</FormNotice> : null}
      {fields.text('email')}
      <Button type="submit" fullWidth isPending={state === 'sending'} pendingLabel={t('forms:sending')}>
        {t('auth:forgot.submit')}
      </Button>
    </Form>
  );
}

/** /forget-password: emails a reset code, then /reset-password takes the code and the new password. */
export default function ForgotPasswordPage() {
  const { t } = useAppTranslation();
  const actor = useActorRef(appForgotPasswordFormMachine);
  const navigate = useNavigate();
  useFormSent(actor, ({ email }) => void navigate(pathOf('resetPassword', { email })));
  return (
    <FormPage title={t('auth:forgot.title')} intro={t('auth:forgot.intro')} footer={<FormPageLink to={pathOf('login')}>{t('auth:forgot.back')}</FormPageLink>}>
      <ForgotPasswordForm actor={actor} />
    </FormPage>
  );
}
