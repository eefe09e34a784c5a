import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system/components/Button/Button';
import { fromPromise, waitFor } from 'xstate';
import type { BookingActor, SubmitResult, ValidFormValues } from '../../../../machines';
import { contestantDetailsFormMachine } from '../../../../machines/tracks/booking/contestantDetailsForm.machine';
import { Form } from '../../../../design-system/components/Form/Form';
import * as formStyles from '../../../forms/form.css';
import { useFormActor, type SubmitFormActor } from '../../../forms/useFormActor';
import { useFieldBuilders } from '../../../forms/fieldBuilders';
import * as styles from './booking.css';

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


/** Contestant details (the spec's hinted fields), filled in from the account; sending them confirms the booking. */
export default function ContestantDetailsForm({ form, mode }: { form: SubmitFormActor<'contestantDetails'>; mode: 'book' | 'reschedule' }) {
  const { t: tb } = useTranslation('booking');
  const view = useFormActor(form);
  const { state, context, submit } = view;
  const { text, choice, birthDate, country } = useFieldBuilders(view);
  const levelError = context.serverErrors['level_id']?.[0];
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
          {choice('national_id_type')}
          <div className={formStyles.row}>
            {text('id_number')}
            {text('id_name')}
          </div>
          <div className={formStyles.row}>
            {country('nationality')}
            {birthDate('birth_date')}
          </div>
          {choice('gender')}
          <div className={formStyles.row}>
            {country('country')}
            {text('phone')}
          </div>
        </fieldset>
      ) : null}
      <Button type="submit" fullWidth isPending={state === 'sending'} pendingLabel={tb('book.confirming')}>
        {mode === 'book' ? tb('book.confirm') : tb('book.confirmMove')}
      </Button>
    </Form>
  );
}
