import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system/components/Button/Button';
import { RadioGroup } from '../../../../design-system/components/RadioGroup/RadioGroup';
import { TextField, type TextFieldProps } from '../../../../design-system/components/TextField/TextField';
import { fromPromise, waitFor } from 'xstate';
import type { BookingActor, FormValues, SubmitResult, ValidFormValues } from '../../../../machines';
import { contestantDetailsFormMachine } from '../../../../machines/tracks/booking/contestantDetailsForm.machine';
import { BirthDateField } from '../../../forms/BirthDateField';
import { Form } from '../../../../design-system/components/Form/Form';
import { fieldMessage } from '../../../forms/fieldMessages';
import * as formStyles from '../../../forms/form.css';
import { useFormActor, type SubmitFormActor } from '../../../forms/useFormActor';
import { useAppTranslation } from '../../../i18n/useAppTranslation';
import * as styles from './booking.css';

type DetailsField = keyof FormValues<'contestantDetails'>;

/** The details form, its send being the booking's confirmation: the held seat is confirmed with these values. */
export function detailsFormFor(booking: BookingActor, chooseLevelText: string) {
  return contestantDetailsFormMachine.provide({
    actors: {
      submitForm: fromPromise<SubmitResult, ValidFormValues<'contestantDetails'>>(async ({ input }) => {
        booking.send({ type: 'booking.confirm', details: input });
        if (!booking.getSnapshot().matches('confirming')) return { kind: 'rejected', message: chooseLevelText, fieldErrors: { level_id: [chooseLevelText] } };
        const settled = await waitFor(booking, (snapshot) => !snapshot.matches('confirming'));
        if (settled.matches('booked')) return { kind: 'sent' };
        const rejection = settled.context.rejection;
        // The send failed: the form stays as typed, the hold stands.
        if (settled.matches('held') && rejection?.message === null) throw new Error('confirm failed');
        return { kind: 'rejected', message: rejection?.message ?? '', fieldErrors: settled.matches('held') ? (rejection?.fieldErrors ?? {}) : {} };
      }),
    },
  });
}


const inputProps: Partial<Record<DetailsField, Partial<TextFieldProps>>> = {
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
  country: { autoComplete: 'country-name' },
  id_number: { inputMode: 'numeric' },
};

/** Contestant details (the spec's hinted fields), filled in from the account; sending them confirms the booking. */
export default function ContestantDetailsForm({ form, mode }: { form: SubmitFormActor<'contestantDetails'>; mode: 'book' | 'reschedule' }) {
  const { t } = useAppTranslation();
  const { t: tb } = useTranslation('booking');
  const { state, context, change, submit } = useFormActor(form);
  const sending = state === 'sending';
  const { values, errors, serverErrors } = context;
  const text = (field: Exclude<DetailsField, 'gender' | 'national_id_type' | 'birth_date'>) => (
    <TextField
      label={t(`auth:fields.${field}`)}
      description={field === 'phone' ? t('auth:hints.phone') : undefined}
      value={values[field]}
      onChange={change(field)}
      errorMessage={fieldMessage(t, field, errors, serverErrors)}
      isRequired
      isReadOnly={sending}
      {...inputProps[field]}
    />
  );
  const choice = (field: 'gender' | 'national_id_type', options: readonly string[]) => (
    <RadioGroup
      label={t(`auth:fields.${field}`)}
      options={options.map((value) => ({ value, label: t(`auth:options.${field}.${value}` as 'auth:options.gender.male') }))}
      value={values[field] || null}
      onChange={change(field)}
      errorMessage={fieldMessage(t, field, errors, serverErrors)}
      isRequired
      isDisabled={sending}
    />
  );
  const levelError = serverErrors['level_id']?.[0];
  return (
    <Form className={formStyles.form} onSubmit={submit}>
      {levelError ? (
        <p className={styles.alert} role="alert">
          {levelError}
        </p>
      ) : null}
      {mode === 'book' ? (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{tb('book.detailsTitle')}</legend>
          <p className={formStyles.intro}>{tb('book.detailsIntro')}</p>
          {choice('national_id_type', ['national_id', 'iqama', 'passport'])}
          <div className={formStyles.row}>
            {text('id_number')}
            {text('id_name')}
          </div>
          <div className={formStyles.row}>
            {text('nationality')}
            <BirthDateField
              value={values.birth_date}
              onChange={change('birth_date')}
              errorMessage={fieldMessage(t, 'birth_date', errors, serverErrors)}
              isReadOnly={sending}
            />
          </div>
          {choice('gender', ['male', 'female'])}
          <div className={formStyles.row}>
            {text('country')}
            {text('phone')}
          </div>
        </fieldset>
      ) : null}
      <Button type="submit" fullWidth isPending={sending} pendingLabel={tb('book.confirming')}>
        {mode === 'book' ? tb('book.confirm') : tb('book.confirmMove')}
      </Button>
    </Form>
  );
}
