import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button/Button';
import { notify } from '../../../design-system/components/Toast/notify';
import { activeI18n } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import * as formStyles from '../../forms/form.css';
import { appResetPasswordFormMachine } from './accountForms';
import { useFormActor, useFormSent, type SubmitFormActor } from '../../forms/useFormActor';
import { useFieldBuilders } from '../../forms/fieldBuilders';
import { FormAlert, FormNotice, FormPage, FormPageLink } from '../../forms/FormPage';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';
import { useLinkToken } from './linkToken';

export function ResetPasswordForm({ actor }: { actor: SubmitFormActor<'resetPassword'> }) {
  const { t } = useAppTranslation();
  const form = useFormActor(actor);
  const { state, context, submit } = form;
  const fields = useFieldBuilders(form, t('auth:register.fieldOf.password'));
  // Opened from the e-mail's link: its token stands in for the code (forgotten if the server refuses it).
  const fromLink = context.values.token !== '';
  if (state === 'sent') return <FormNotice>{t('auth:reset.done')}</FormNotice>;
  return (
    <Form className={formStyles.form} onSubmit={submit}>
      {state === 'failed' ? <FormAlert>{context.failure?.message || t('auth:reset.failed')}</FormAlert> : null}
      {fields.text('email')}
      {fromLink ? (
        <FormNotice>{t('auth:reset.fromLink')}</FormNotice>
      ) : (
        fields.text('otp')
      )}
      {fields.text('password', { label: t('auth:reset.newPassword') })}
      {fields.text('password_confirmation')}
      <Button type="submit" fullWidth isPending={state === 'sending'} pendingLabel={t('forms:sending')}>
        {t('auth:reset.submit')}
      </Button>
    </Form>
  );
}

/**
 * /reset-password?email=…: the emailed code and a new password; then the contestant logs in again. Opened from the
 * e-mail's link (`&token=…`), the link's token is sent in the code's place.
 */
export default function ResetPasswordPage() {
  const { t } = useAppTranslation();
  const [params] = useSearchParams();
  const token = useLinkToken();
  const actor = useActorRef(appResetPasswordFormMachine, { input: { values: { email: params.get('email') ?? '', token: token ?? '' } } });
  const navigate = useNavigate();
  // A link the server refused is forgotten, and the page asks for the code again.
  const fromLink = useSelector(actor, (snapshot) => snapshot.context.values.token !== '');
  useFormSent(actor, ({ email }) => {
    void notify.success(activeI18n().t('auth:reset.done'));
    void navigate(pathOf('login', { reset: '1', email }));
  });
  return (
    <FormPage
      title={t('auth:reset.title')}
      intro={t(fromLink ? 'auth:reset.introFromLink' : 'auth:reset.intro')}
      footer={<FormPageLink to={pathOf('login')}>{t('auth:forgot.back')}</FormPageLink>}
    >
      <ResetPasswordForm actor={actor} />
    </FormPage>
  );
}
