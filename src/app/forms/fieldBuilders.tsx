import { useMemo } from 'react';
import { ComboBox, type ComboBoxOption } from '../../design-system/components/ComboBox/ComboBox';
import { RadioGroup } from '../../design-system/components/RadioGroup/RadioGroup';
import { TextField, type TextFieldProps } from '../../design-system/components/TextField/TextField';
import { formRules, type FormField, type FormKey } from '../../machines';
import { useAppTranslation, useLanguage } from '../i18n/useAppTranslation';
import { countryCodes, countryName } from '../../domain/countries';
import { onlyDigits } from '../../domain/digits';
import { BirthDateField } from './BirthDateField';
import { fieldMessage } from './fieldMessages';
import type { FormActorView } from './useFormActor';

/** The account and contestant fields a builder draws: each is labelled `auth:fields.<name>`. */
export type AccountTextField = 'name' | 'email' | 'password' | 'password_confirmation' | 'otp' | 'phone' | 'id_number' | 'id_name';
/** Chosen from the list of countries, kept as an ISO code and named in the page's language. */
export type AccountCountryField = 'country' | 'nationality';
export type AccountChoiceField = 'gender' | 'national_id_type';

/** How each field is typed: the keyboard a phone shows and what the browser may fill in. */
const inputProps: Partial<Record<AccountTextField, Partial<TextFieldProps>>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  password_confirmation: { type: 'password', autoComplete: 'new-password' },
  otp: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
  id_number: { inputMode: 'numeric' },
};

/** The fields whose hint says what to type. */
const hints: Partial<Record<AccountTextField, 'auth:hints.phone' | 'auth:hints.otp'>> = { phone: 'auth:hints.phone', otp: 'auth:hints.otp' };

/** A code keeps its four digits only, whatever is typed or pasted (Arabic-Indic and Persian read as digits). */
const typed = (field: AccountTextField, value: string) => (field === 'otp' ? onlyDigits(value).slice(0, 4) : value);

/**
 * The fields of a form on a submit-form machine (registration, a booking's contestant details, password recovery),
 * drawn one way: labelled and hinted from `auth`, required, read-only while sending, with their messages under them.
 * `otherLabel` names the field an `equalTo` rule compares with ("the password").
 */
export function useFieldBuilders<F extends FormKey>({ state, context, change }: FormActorView<F>, otherLabel?: string) {
  const { t } = useAppTranslation();
  const language = useLanguage();
  const sending = state === 'sending';
  // Every country named in the page's language, in that language's alphabetical order; found by either language's name.
  const countries = useMemo<ComboBoxOption[]>(() => {
    const other = language === 'ar' ? 'en' : 'ar';
    const collator = new Intl.Collator(language);
    return countryCodes
      .map((code) => ({ id: code, label: countryName(language, code), keywords: `${countryName(other, code)} ${code}` }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  const { values, errors, serverErrors } = context;
  const message = (field: FormField<F>) => fieldMessage(t, field, errors, serverErrors, otherLabel);
  return {
    message,
    text: (field: FormField<F> & AccountTextField, props: Partial<TextFieldProps> = {}) => (
      <TextField
        label={t(`auth:fields.${field}`)}
        description={hints[field] ? t(hints[field]) : undefined}
        value={values[field]}
        onChange={(value) => change(field)(typed(field, value))}
        errorMessage={message(field)}
        isRequired
        isReadOnly={sending}
        {...inputProps[field]}
        {...props}
      />
    ),
    /** Its options are the form rule's (`oneOf`), each labelled `auth:options.<field>.<option>`. */
    choice: (field: FormField<F> & AccountChoiceField) => (
      <RadioGroup
        label={t(`auth:fields.${field}`)}
        options={formRules.contestantDetails[field].oneOf.map((value) => ({ value, label: t(`auth:options.${field}.${value}` as 'auth:options.gender.male') }))}
        value={values[field] || null}
        onChange={change(field)}
        errorMessage={message(field)}
        isRequired
        isDisabled={sending}
      />
    ),
    /** A stored value that is no code (text typed before the list) shows an empty field, to be chosen again. */
    country: (field: FormField<F> & AccountCountryField) => (
      <ComboBox
        label={t(`auth:fields.${field}`)}
        options={countries}
        value={values[field] || null}
        onChange={(code) => change(field)(code ?? '')}
        placeholder={t('auth:countries.placeholder')}
        openLabel={t('auth:countries.open')}
        emptyMessage={t('auth:countries.none')}
        errorMessage={errors[field]?.code === 'pattern' ? t('auth:countries.fromList') : message(field)}
        isRequired
        isReadOnly={sending}
      />
    ),
    birthDate: (field: FormField<F> & 'birth_date') => (
      <BirthDateField value={values[field]} onChange={change(field)} errorMessage={message(field)} isReadOnly={sending} />
    ),
  };
}
