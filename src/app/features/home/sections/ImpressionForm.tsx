import { useTranslation } from 'react-i18next';
import { Button, CheckIcon, Form, TextArea, TextField } from '../../../../design-system';
import { formRules, type SubmitFormContext } from '../../../../machines';
import { messageOf } from '../../../forms/fieldMessages';
import * as styles from '../home.css';

export type ImpressionFormView = 'editing' | 'sending' | 'sent';

export interface ImpressionFormProps {
  view: ImpressionFormView;
  context: SubmitFormContext<'impression'>;
  onChange: (field: 'name' | 'email' | 'content', value: string) => void;
  onSubmit: () => void;
}

type Field = 'name' | 'email' | 'content';

/**
 * The text of a field's message: a client validation code in the forms kit's words (a missing field names itself),
 * else the server's own message. The modal loads the `forms` dictionary with this form.
 */
function useFieldMessage() {
  const { t } = useTranslation('forms');
  return (field: Field, context: SubmitFormContext<'impression'>): string | undefined =>
    messageOf(field, context.errors, context.serverErrors, (error) => {
      switch (error.code) {
        case 'required':
          return t(`required.${field === 'content' ? 'impression' : field}`);
        case 'minLength':
          return t('validation.minLength', { count: error.min });
        case 'maxLength':
          return t('validation.maxLength', { max: error.max });
        case 'equalTo':
          return t('validation.equalTo', { other: error.other });
        default:
          return t(`validation.${error.code}`);
      }
    });
}

/** The add-your-impression form (name, email, a 5-row content field), or its thank-you panel once sent. */
export function ImpressionForm({ view, context, onChange, onSubmit }: ImpressionFormProps) {
  const { t } = useTranslation('forms');
  const messageOf = useFieldMessage();
  if (view === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <CheckIcon />
        <p className={styles.thanksTitle}>{t('impression.thanksTitle')}</p>
        <p>{t('impression.thanks')}</p>
      </div>
    );
  }
  const sending = view === 'sending';
  const rules = formRules.impression;
  return (
    <Form className={styles.formGrid} onSubmit={onSubmit}>
      <TextField
        label={t('impression.name')}
        name="name"
        autoComplete="name"
        isRequired
        isReadOnly={sending}
        value={context.values.name}
        onChange={(value) => onChange('name', value)}
        errorMessage={messageOf('name', context)}
      />
      <TextField
        label={t('impression.email')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        isReadOnly={sending}
        value={context.values.email}
        onChange={(value) => onChange('email', value)}
        errorMessage={messageOf('email', context)}
      />
      <TextArea
        label={t('impression.content')}
        name="content"
        rows={5}
        isRequired
        isReadOnly={sending}
        showCount
        maxCount={rules.content.maxLength}
        formatCount={(count, max) => t('impression.count', { count, max })}
        value={context.values.content}
        onChange={(value) => onChange('content', value)}
        errorMessage={messageOf('content', context)}
      />
      <Button type="submit" isPending={sending} pendingLabel={t('impression.sending')} fullWidth>
        {t('impression.send')}
      </Button>
    </Form>
  );
}
