import { westernDigits } from '../../domain/digits.ts';
import { COUNTRY_CODE_PATTERN } from '../../domain/countries.ts';
import { isValidIban } from '../../domain/iban.ts';

/**
 * Submit-time validation, the one implementation of the shared form-field rules
 * (the contract test compares `formRules` with openapi/api.yaml field by field).
 */
export type FieldRule = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  email?: boolean;
  numeric?: boolean;
  /** regex source */
  pattern?: string;
  oneOf?: readonly string[];
  equalTo?: string;
  date?: boolean;
  /** An IBAN: its form (the pattern) and its ISO 13616 mod-97 check digits, as the server checks them; one error for both. */
  iban?: boolean;
};

export const FORM_KEYS = [
  'complaint',
  'impression',
  'login',
  'operatorLogin',
  'register',
  'verifyOtp',
  'resendOtp',
  'forgotPassword',
  'resetPassword',
  'profile',
  'contestantDetails',
  'prizeRequest',
  'operatorSetup',
  'operatorInvitation',
  'operatorInvite',
  'operatorCompetition',
  'inboxAnswer',
] as const;
export type FormKey = (typeof FORM_KEYS)[number];

const OTP_PATTERN = '^[0-9]{4}$';
/** Mecca time as the contract writes it (`MeccaDateTime`). */
const MECCA_DATE_TIME_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):[0-5][0-9]$';
/** The token of the link in a code's e-mail (256 bits, base64url): sent instead of the code it stands for. */
const LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const OTP_TYPES = ['user_verify_email', 'reset_password'] as const;
const email: FieldRule = { required: true, email: true };
const password: FieldRule = { minLength: 8, maxLength: 64 };

/** Console accounts: a password as long as `npm run operator:create` demands. */
const consolePassword = { required: true, minLength: 12, maxLength: 128 } as const;
const consoleName = { required: true, minLength: 2, maxLength: 120 } as const;
const consoleEmail = { required: true, email: true, maxLength: 254 } as const;
export const OPERATOR_ROLES = ['administrator', 'operator', 'reviewer', 'finance'] as const;

/** Who the contestant is, as on their ID: asked at registration and again (filled in) when booking a test. */
const contestantDetailsRules = {
  phone: { required: true, numeric: true, minLength: 8, maxLength: 20 },
  gender: { required: true, oneOf: ['male', 'female'] },
  // Chosen from the list of countries: an ISO 3166-1 alpha-2 code (the server also refuses a code no country has).
  country: { required: true, pattern: COUNTRY_CODE_PATTERN },
  nationality: { required: true, pattern: COUNTRY_CODE_PATTERN },
  birth_date: { required: true, date: true },
  national_id_type: { required: true, oneOf: ['national_id', 'iqama', 'passport'] },
  id_number: { required: true, numeric: true, minLength: 4, maxLength: 20 },
  id_name: { required: true, minLength: 6, maxLength: 64 },
} as const satisfies Record<string, FieldRule>;

export const formRules = {
  complaint: {
    name: { required: true, minLength: 6, maxLength: 64 },
    email,
    type: { required: true, oneOf: ['complaint', 'suggestion'] },
    content: { required: true, minLength: 10, maxLength: 1000 },
  },
  impression: {
    name: { required: true, minLength: 6, maxLength: 50 },
    email,
    type: { required: true, oneOf: ['impression'] },
    content: { required: true, minLength: 10, maxLength: 255 },
  },
  login: {
    email,
    password: { required: true, ...password },
  },
  /** The console's sign-in: any password an operator was given (the site's length rule is for contestants' accounts). */
  operatorLogin: {
    email: { ...email, maxLength: 254 },
    password: { required: true, minLength: 1, maxLength: 128 },
  },
  register: {
    name: { required: true, minLength: 6, maxLength: 64 },
    email,
    password: { required: true, ...password },
    password_confirmation: { required: true, equalTo: 'password' },
    ...contestantDetailsRules,
  },
  /** `otp` or the link's `token`: the OTP machine requires the code when it has no link. */
  verifyOtp: {
    email,
    otp: { pattern: OTP_PATTERN },
    token: { pattern: LINK_TOKEN_PATTERN },
    otp_type: { oneOf: OTP_TYPES },
  },
  resendOtp: {
    email,
    otp_type: { oneOf: OTP_TYPES },
  },
  forgotPassword: {
    email,
  },
  resetPassword: {
    email,
    otp: { pattern: OTP_PATTERN },
    token: { pattern: LINK_TOKEN_PATTERN },
    password,
    password_confirmation: { equalTo: 'password' },
  },
  profile: {
    name: { minLength: 6, maxLength: 64 },
  },
  contestantDetails: contestantDetailsRules,
  /** A winner's bank details for a prize (the IBAN's mod-97 digits checked here as on the server). */
  prizeRequest: {
    win_id: { required: true },
    bank_name: { required: true, minLength: 2, maxLength: 64 },
    account_holder: { required: true, minLength: 6, maxLength: 64 },
    iban: { required: true, pattern: '^SA[0-9]{2}[0-9A-Z]{20}$', iban: true },
  },
  /** The console's first administrator, with the setup link's token (server/operators/setup.ts). */
  operatorSetup: {
    token: { required: true, pattern: LINK_TOKEN_PATTERN },
    name: consoleName,
    email: consoleEmail,
    password: consolePassword,
    password_confirmation: { ...consolePassword, equalTo: 'password' },
  },
  /** An invited console account chooses its password, with the invitation link's token. */
  operatorInvitation: {
    token: { required: true, pattern: LINK_TOKEN_PATTERN },
    password: consolePassword,
    password_confirmation: { ...consolePassword, equalTo: 'password' },
  },
  /** An administrator invites a console account. */
  operatorInvite: {
    name: consoleName,
    email: consoleEmail,
    role: { required: true, oneOf: OPERATOR_ROLES },
  },
  /**
   * A new draft competition or a copy: its title in both languages (either may stay empty for now — the readiness check
   * names what is missing) and its dates, Mecca time `YYYY-MM-DD HH:MM` (a nested field is named by its path).
   */
  operatorCompetition: {
    'title.ar': { maxLength: 300 },
    'title.en': { maxLength: 300 },
    start_date: { required: true, pattern: MECCA_DATE_TIME_PATTERN },
    end_date: { required: true, pattern: MECCA_DATE_TIME_PATTERN },
  },
  /** An operator's answer to a complaint or suggestion, mailed from the console's inbox. */
  inboxAnswer: {
    answer: { required: true, maxLength: 5000 },
  },
} as const satisfies { [form in FormKey]: Record<string, FieldRule> };

export type FormRules = typeof formRules;
export type FormField<F extends FormKey> = keyof FormRules[F] & string;
export type FormValues<F extends FormKey> = Record<FormField<F>, string>;
/** The values once they passed validation: a `oneOf` field holds one of its options (as the contract's enums do). */
export type ValidFormValues<F extends FormKey> = {
  [K in FormField<F>]: FormRules[F][K] extends { oneOf: readonly (infer Option)[] }
    ? FormRules[F][K] extends { required: true }
      ? Option
      : Option | ''
    : string;
};

export type FieldError =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'numeric' }
  | { code: 'date' }
  | { code: 'pattern' }
  | { code: 'iban' }
  | { code: 'oneOf'; options: readonly string[] }
  | { code: 'minLength'; min: number }
  | { code: 'maxLength'; max: number }
  | { code: 'equalTo'; other: string };

export type FieldErrors<F extends FormKey> = Partial<Record<FormField<F>, FieldError>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^[0-9]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a person types a number into the field: a phone or ID number, a date, an IBAN, an emailed code. */
function takesNumber(rule: FieldRule): boolean {
  return Boolean(rule.numeric || rule.date || rule.iban || rule.pattern === OTP_PATTERN);
}

/**
 * A typed value as the form keeps it: in a field that takes a number, Arabic-Indic and Persian digits are the
 * Western digits the API takes (every form's one rule, applied as each change arrives); other text is kept as typed.
 */
export function typedValue(rule: FieldRule | undefined, typed: string): string {
  return rule !== undefined && takesNumber(rule) ? westernDigits(typed) : typed;
}

/** Characters as JSON Schema counts them (code points), so client and server agree on lengths. */
const lengthOf = (value: string): number => [...value].length;

/** The first rule a value breaks, or null. An empty optional field is valid. */
export function checkField(rule: FieldRule, value: string, values: Readonly<Record<string, string>>): FieldError | null {
  // Required trims strings: spaces alone are no value.
  if (value.trim() === '') return rule.required ? { code: 'required' } : null;
  if (rule.email && !EMAIL.test(value.trim())) return { code: 'email' };
  if (rule.numeric && !DIGITS.test(value)) return { code: 'numeric' };
  if (rule.date && !isCalendarDate(value)) return { code: 'date' };
  if (rule.iban && (!isValidIban(value) || (rule.pattern !== undefined && !new RegExp(rule.pattern).test(value)))) return { code: 'iban' };
  if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(value)) return { code: 'pattern' };
  if (rule.oneOf && !rule.oneOf.includes(value)) return { code: 'oneOf', options: rule.oneOf };
  if (rule.minLength !== undefined && lengthOf(value) < rule.minLength) return { code: 'minLength', min: rule.minLength };
  if (rule.maxLength !== undefined && lengthOf(value) > rule.maxLength) return { code: 'maxLength', max: rule.maxLength };
  if (rule.equalTo !== undefined && value !== (values[rule.equalTo] ?? '')) return { code: 'equalTo', other: rule.equalTo };
  return null;
}

/** Every invalid field of a form with its first error; `{}` when the form may be sent. */
export function validate<F extends FormKey>(form: F, values: Readonly<Partial<Record<string, string>>>): FieldErrors<F> {
  const rules: Record<string, FieldRule> = formRules[form];
  const all = values as Readonly<Record<string, string>>;
  const errors: Partial<Record<string, FieldError>> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const error = checkField(rule, values[field] ?? '', all);
    if (error) errors[field] = error;
  }
  return errors as FieldErrors<F>;
}

export function isValid(errors: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(errors).length === 0;
}
