import { useId } from 'react';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { formRules, type FormField } from '../../../machines';
import { Button } from '../../../design-system/components/Button/Button';
import { RadioGroup } from '../../../design-system/components/RadioGroup/RadioGroup';
import { TextArea } from '../../../design-system/components/TextArea/TextArea';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { CheckIcon } from '../../../design-system/icons/icons';
import { fieldMessage } from '../../forms/fieldMessages';
import * as styles from '../../forms/form.css';
import { useFormActor, type SubmitFormActor } from '../../forms/useFormActor';
import { Form } from '../../../design-system/components/Form/Form';

export type ComplaintFormActor = SubmitFormActor<'complaint'>;

const complaintTypes = ['complaint', 'suggestion'] as const;
const contentMax = formRules.complaint.content.maxLength;

/**
 * The complaint/suggestion form, drawn from its machine: editing, sending (button disabled with a
 * spinner), sent (thank-you for the type sent) and failed (field errors, typed values kept).
 */
export function ComplaintForm({ actor }: { actor: ComplaintFormActor }) {
  const { t } = useAppTranslation();
  const id = useId();
  const { state: stateName, context, change, submit, reset } = useFormActor(actor);
  const { values, errors, serverErrors, sentType } = context;
  const sending = stateName === 'sending';
  const message = (field: FormField<'complaint'>) => {
    const text = fieldMessage(t, field, errors, serverErrors);
    if (text && errors[field]?.code === 'required') return t(`forms:required.${field}`);
    return text;
  };

  if (stateName === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <CheckIcon className={styles.thanksIcon} />
        <p>{sentType === 'suggestion' ? t('forms:complaint.thanks.suggestion') : t('forms:complaint.thanks.complaint')}</p>
        <Button variant="secondary" onPress={reset}>
          {t('forms:complaint.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <Form
      className={styles.form}
      aria-describedby={`${id}-intro`}
      onSubmit={submit}
    >
      <p id={`${id}-intro`} className={styles.intro}>
        {t('forms:complaint.intro')}
      </p>
      {stateName === 'failed' ? (
        <p className={styles.alert} role="alert">
          {context.failure?.message || t('forms:complaint.failed')}
        </p>
      ) : null}
      <RadioGroup
        label={t('forms:complaint.type')}
        options={complaintTypes.map((value) => ({ value, label: t(`forms:complaint.types.${value}`) }))}
        value={values.type || null}
        onChange={change('type')}
        errorMessage={message('type')}
        isRequired
        isDisabled={sending}
      />
      <div className={styles.row}>
        <TextField
          label={t('forms:complaint.name')}
          value={values.name}
          onChange={change('name')}
          errorMessage={message('name')}
          autoComplete="name"
          isRequired
          isReadOnly={sending}
        />
        <TextField
          label={t('forms:complaint.email')}
          type="email"
          value={values.email}
          onChange={change('email')}
          errorMessage={message('email')}
          autoComplete="email"
          isRequired
          isReadOnly={sending}
        />
      </div>
      <TextArea
        label={t('forms:complaint.content')}
        value={values.content}
        onChange={change('content')}
        errorMessage={message('content')}
        rows={5}
        showCount
        maxCount={contentMax}
        isRequired
        isReadOnly={sending}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={sending} pendingLabel={t('forms:sending')}>
          {t('forms:complaint.send')}
        </Button>
      </div>
    </Form>
  );
}
