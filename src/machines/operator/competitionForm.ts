// A new draft competition, empty or copied from an earlier one (issue 29), on the one submit-form machine: titles in
// both languages and the two dates in Mecca time; the typed values stay when the server refuses them.
import { createSubmitFormMachine } from '../forms/submitForm.machine.ts';

export const operatorCompetitionFormMachine = createSubmitFormMachine({
  id: 'operatorCompetitionForm',
  form: 'operatorCompetition',
  initialValues: { 'title.ar': '', 'title.en': '', start_date: '', end_date: '' },
  onFailure: 'failed',
});
