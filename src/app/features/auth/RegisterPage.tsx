import { useActorRef } from '@xstate/react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button/Button';
import { RadioGroup } from '../../../design-system/components/RadioGroup/RadioGroup';
import { TextField, type TextFieldProps } from '../../../design-system/components/TextField/TextField';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import { appRegisterFormMachine } from './accountForms';
import { useFormActor, useFormSent, type SubmitFormActor } from '../../forms/useFormActor';
import * as styles from '../../forms/formPage.css';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';
import { BirthDateField } from '../../forms/BirthDateField';

type TextFieldName = 'name' | 'email' | 'password' | 'password_confirmation' | 'phone' | 'country' | 'nationality' | 'id_number' | 'id_name';

const inputProps: Partial<Record<TextFieldName, Partial<TextFieldProps>>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  password_confirmation: { type: 'password', autoComplete: 'new-password' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
  country: { autoComplete: 'country-name' },
  id_number: { inputMode: 'numeric' },
};

/** The registration form drawn from its machine (editing, sending, sent, failed). */
export function RegisterForm({ actor }: { actor: SubmitFormActor<'register'> }) {
  const { t } = useAppTranslation();
  const { state, context, change, submit } = useFormActor(actor);
  const sending = state === 'sending';
  const { values, errors, serverErrors } = context;
  const text = (field: TextFieldName) => (
    <TextField
      key={field}
      label={t(`auth:fields.${field}`)}
      description={field === 'phone' ? t('auth:hints.phone') : undefined}
      value={values[field]}
      onChange={change(field)}
      errorMessage={fieldMessage(t, field, errors, serverErrors, t('auth:register.fieldOf.password'))}
      isRequired
      isReadOnly={sending}
      {...inputProps[field]}
    />
  );
  const choice = (field: 'gender' | 'national_id_type', options: readonly string[]) => (
    <RadioGroup
      label={t(`auth:fields.${field}`)}
      options={options.map((value) => ({
        value,
        label: t(`auth:options.${field}.${value}` as 'auth:options.gender.male'),
      }))}
      value={values[field] || null}
      onChange={change(field)}
      errorMessage={fieldMessage(t, field, errors, serverErrors)}
      isRequired
      isDisabled={sending}
    />
  );
  if (state === 'sent') {
    return (
      <p className={formStyles.notice} role="status">
        {t('auth:register.sent')}
      </p>
    );
  }
  return (
    <Form
      className={formStyles.form}
      onSubmit={submit}
    >
      {state === 'failed' ? (
        <p className={formStyles.alert} role="alert">
          {context.failure?.message || t('auth:register.failed')}
        </p>
      ) : null}
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
        {choice('gender', ['male', 'female'])}
        <div className={formStyles.row}>
          {text('phone')}
          <BirthDateField
            value={values.birth_date}
            onChange={change('birth_date')}
            errorMessage={fieldMessage(t, 'birth_date', errors, serverErrors)}
            isReadOnly={sending}
          />
        </div>
        <div className={formStyles.row}>
          {text('country')}
          {text('nationality')}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('auth:register.identity')}</legend>
        {choice('national_id_type', ['national_id', 'iqama', 'passport'])}
        <div className={formStyles.row}>
          {text('id_number')}
          {text('id_name')}
        </div>
      </fieldset>
      <Button type="submit" fullWidth isPending={sending} pendingLabel={t('forms:sending')}>
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
    <div className={styles.page}>
      <section className={styles.wideCard} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          {t('auth:register.title')}
        </h1>
        <p className={formStyles.intro}>{t('auth:register.intro')}</p>
        <RegisterForm actor={actor} />
        <p className={styles.links}>
          <span>
            <span className={styles.muted}>{t('auth:register.haveAccount')} </span>
            <Link className={styles.link} to={pathOf('login')}>
              {t('auth:register.login')}
            </Link>
          </span>
        </p>
      </section>
    </div>
  );
}
