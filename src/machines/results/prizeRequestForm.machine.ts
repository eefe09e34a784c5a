import { createSubmitFormMachine } from '../forms/submitForm.machine.ts';

/** A winner's prize request (bank details for one win); the form stays filled in when the server refuses it. */
export const prizeRequestFormMachine = createSubmitFormMachine({
  id: 'prizeRequestForm',
  form: 'prizeRequest',
  initialValues: { win_id: '', bank_name: '', account_holder: '', iban: '' },
  onFailure: 'failed',
});
