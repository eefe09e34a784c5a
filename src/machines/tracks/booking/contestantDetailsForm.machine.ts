import { createSubmitFormMachine } from '../../forms/submitForm.machine.ts';

/**
 * The contestant details sent with a booking (level apart): filled in from the account, checked on submit, kept as
 * sent. The page provides `submitForm`, which confirms the held slot through the booking machine.
 */
export const contestantDetailsFormMachine = createSubmitFormMachine({
  id: 'contestantDetailsForm',
  form: 'contestantDetails',
  initialValues: { phone: '', gender: '', country: '', nationality: '', birth_date: '', national_id_type: '', id_number: '', id_name: '' },
  onFailure: 'editing',
  afterSent: 'kept',
  serverErrorsStay: true,
});
