import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button/Button';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import * as formStyles from '../../forms/form.css';
import { appRegisterFormMachine } from './accountForms';
import { useFormActor, useFormSent, type SubmitFormActor } from '../../forms/useFormActor';
import { useFieldBuilders } from '../../forms/fieldBuilders';
import { FormAlert, FormNotice, FormPage, FormPageLink } from '../../forms/FormPage';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';

/** The registration form drawn from its machine (editing, sending, sent, failed). */
export function RegisterForm({ actor }: { actor: SubmitFormActor<'register'> }) {
  const { t } = useAppTranslation();
  const form = useFormActor(actor);
  const { state, context, submit } = form;
  const { text, choice, birthDate, country } = useFieldBuilders(form, t('auth:register.fieldOf.password'));
  if (state === 'sent') return <FormNotice>{t('auth:register.sent')}</FormNotice>;
  return (
    <Form className={formStyles.form} onSubmit={submit}>
      {state === 'failed' ? <FormAlert>{context.failure?.message || t('auth:register.failed')}</FormAlert> : null}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('auth:register.account')}</legend>
        {text('name')}
        {text('email')}
        <div className={formStyles.row}>
          {text('password')}
          {text('password_confirmation')}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('auth:register.personal')}</legend>
        {choice('gender')}
        <div className={formStyles.row}>
          {text('phone')}
          {birthDate('birth_date')}
        </div>
        <div className={formStyles.row}>
          {country('country')}
          {country('nationality')}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('auth:register.identity')}</legend>
        {choice('national_id_type')}
        <div className={formStyles.row}>
          {text('id_number')}
          {text('id_name')}
        </div>
      </fieldset>
      <Button type="submit" fullWidth isPending={state === 'sending'} pendingLabel={t('forms:sending')}>
        {t('auth:register.submit')}
      </Button>
    </Form>
  );
}

/** /register/contestant: on success the code is emailed and the contestant goes on to /verify-otp. */
export default function RegisterPage() {
  const { t } = useAppTranslation();
  const actor = useActorRef(appRegisterFormMachine);
  const navigate = useNavigate();
  useFormSent(actor, ({ email }) => void navigate(pathOf('verifyOtp', { email })));
  return (
    <FormPage
      title={t('auth:register.title')}
      intro={t('auth:register.intro')}
      width="wide"
      footer={
        <FormPageLink to={pathOf('login')} lead={t('auth:register.haveAccount')}>
          {t('auth:register.login')}
        </FormPageLink>
      }
    >
      <RegisterForm actor={actor} />
    </FormPage>
  );
}
