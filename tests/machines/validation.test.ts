import { describe, expect, it } from 'vitest';
import { checkField, FORM_KEYS, formRules, isValid, typedValue, validate } from '../../src/machines/forms/validation.ts';

const complaint = { name: 'Ahmad Ali', email: 'ahmad@example.com', type: 'complaint', content: 'The page is slow.' };

describe('validate (runs on submit; nothing is sent if a field is invalid)', () => {
  it('a good complaint has no errors', () => {
    expect(validate('complaint', complaint)).toEqual({});
    expect(isValid(validate('complaint', complaint))).toBe(true);
  });

  it('required trims strings: spaces alone are missing', () => {
    expect(validate('complaint', { ...complaint, name: '   ', content: '\n\t' })).toEqual({
      name: { code: 'required' },
      content: { code: 'required' },
    });
  });

  it('every missing field of an empty form is required', () => {
    expect(validate('complaint', {})).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      type: { code: 'required' },
      content: { code: 'required' },
    });
    expect(isValid(validate('complaint', {}))).toBe(false);
  });

  it('complaint limits: name 6..64, content 10..1000, type complaint|suggestion', () => {
    expect(validate('complaint', { ...complaint, name: 'Ahmad' }).name).toEqual({ code: 'minLength', min: 6 });
    expect(validate('complaint', { ...complaint, name: 'A'.repeat(65) }).name).toEqual({ code: 'maxLength', max: 64 });
    expect(validate('complaint', { ...complaint, name: 'A'.repeat(64) }).name).toBeUndefined();
    expect(validate('complaint', { ...complaint, content: 'too short' }).content).toEqual({ code: 'minLength', min: 10 });
    expect(validate('complaint', { ...complaint, content: 'x'.repeat(1001) }).content).toEqual({ code: 'maxLength', max: 1000 });
    expect(validate('complaint', { ...complaint, type: 'suggestion' })).toEqual({});
    expect(validate('complaint', { ...complaint, type: 'impression' }).type).toEqual({
      code: 'oneOf',
      options: ['complaint', 'suggestion'],
    });
  });

  it('impression limits: name 6..50, content 10..255, type impression', () => {
    const impression = { ...complaint, type: 'impression' };
    expect(validate('impression', impression)).toEqual({});
    expect(validate('impression', { ...impression, name: 'A'.repeat(51) }).name).toEqual({ code: 'maxLength', max: 50 });
    expect(validate('impression', { ...impression, content: 'x'.repeat(256) }).content).toEqual({ code: 'maxLength', max: 255 });
  });

  it('lengths count characters (code points), as the server does', () => {
    expect(validate('complaint', { ...complaint, name: 'أحمد علي' })).toEqual({});
    expect(validate('complaint', { ...complaint, name: '😀😀😀😀😀' }).name).toEqual({ code: 'minLength', min: 6 });
  });

  it.each(['plain', 'a@b', 'a b@example.com', '@example.com'])('rejects the email %j', (email) => {
    expect(validate('complaint', { ...complaint, email }).email).toEqual({ code: 'email' });
  });

  it('login: email and password 8..64', () => {
    expect(validate('login', { email: 'a@example.com', password: 'short' })).toEqual({
      password: { code: 'minLength', min: 8 },
    });
  });

  const register = {
    name: 'Ahmad Ali',
    email: 'a@example.com',
    password: 'secret-123',
    password_confirmation: 'secret-123',
    phone: '966501234567',
    gender: 'male',
    country: 'SA',
    nationality: 'SA',
    birth_date: '2000-02-29',
    national_id_type: 'iqama',
    id_number: '1234567890',
    id_name: 'Ahmad Ali Hasan',
  };

  it('register: a complete form is valid', () => {
    expect(validate('register', register)).toEqual({});
  });

  it('register: confirmation equal to password, phone and id numeric, date a real date, enums', () => {
    expect(
      validate('register', {
        ...register,
        password_confirmation: 'different-1',
        phone: '+96650123',
        id_number: '12a4',
        birth_date: '2001-02-29',
        gender: 'other',
        national_id_type: 'licence',
      }),
    ).toEqual({
      password_confirmation: { code: 'equalTo', other: 'password' },
      phone: { code: 'numeric' },
      id_number: { code: 'numeric' },
      birth_date: { code: 'date' },
      gender: { code: 'oneOf', options: ['male', 'female'] },
      national_id_type: { code: 'oneOf', options: ['national_id', 'iqama', 'passport'] },
    });
    expect(validate('register', { ...register, birth_date: '01/02/2000' }).birth_date).toEqual({ code: 'date' });
    expect(validate('register', { ...register, phone: '1234567' }).phone).toEqual({ code: 'minLength', min: 8 });
    // A country is chosen from the list, as its ISO code: a name typed as text is refused (issue 31 point 12).
    expect(validate('register', { ...register, country: 'S' }).country).toEqual({ code: 'pattern' });
    expect(validate('register', { ...register, country: 'Saudi Arabia' }).country).toEqual({ code: 'pattern' });
    expect(validate('register', { ...register, nationality: 'سعودي' }).nationality).toEqual({ code: 'pattern' });
    expect(validate('register', { ...register, country: 'SA', nationality: 'EG' })).toEqual({});
  });

  it('reads the digits of every field that takes a number (phone, ID, code, IBAN, date) as Western digits, and no other', () => {
    expect(typedValue(formRules.register.phone, '٩٦٦٥٠١٢٣٤٥٦٧')).toBe('966501234567');
    expect(typedValue(formRules.register.id_number, '۱۰۹۸۷۶۵۴۳۲')).toBe('1098765432');
    expect(typedValue(formRules.register.birth_date, '٢٠٠٠-٠١-٣١')).toBe('2000-01-31');
    expect(typedValue(formRules.verifyOtp.otp, '۱۲۳۴')).toBe('1234');
    expect(typedValue(formRules.prizeRequest.iban, 'SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩')).toBe('SA0380000000608010167519');
    expect(typedValue(formRules.complaint.content, 'المسابقة ٢٠٢٦')).toBe('المسابقة ٢٠٢٦');
    expect(typedValue(formRules.register.name, 'سارة ٢')).toBe('سارة ٢');
  });

  it('a prize request\'s IBAN: a Saudi IBAN whose mod-97 check digits hold, one error otherwise', () => {
    const prize = { win_id: '9', bank_name: 'Example Bank', account_holder: 'Fatimah Al-Zahrani' };
    expect(validate('prizeRequest', { ...prize, iban: 'SA0380000000608010167519' })).toEqual({});
    // The right shape with one digit mistyped: the check digits catch it, as the server does.
    expect(validate('prizeRequest', { ...prize, iban: 'SA0380000000608010167518' }).iban).toEqual({ code: 'iban' });
    expect(validate('prizeRequest', { ...prize, iban: 'SA0480000000608010167519' }).iban).toEqual({ code: 'iban' });
    // A valid IBAN of another country, and a short one: the same error, not the generic pattern one.
    expect(validate('prizeRequest', { ...prize, iban: 'DE89370400440532013000' }).iban).toEqual({ code: 'iban' });
    expect(validate('prizeRequest', { ...prize, iban: 'SA038000' }).iban).toEqual({ code: 'iban' });
    expect(validate('prizeRequest', { ...prize, iban: '' }).iban).toEqual({ code: 'required' });
  });

  it('the verification code is 4 digits', () => {
    const otp = { email: 'a@example.com', otp_type: 'user_verify_email' };
    expect(validate('verifyOtp', { ...otp, otp: '1234' })).toEqual({});
    expect(validate('verifyOtp', { ...otp, otp: '123' }).otp).toEqual({ code: 'pattern' });
    expect(validate('verifyOtp', { ...otp, otp: '12345' }).otp).toEqual({ code: 'pattern' });
    expect(validate('verifyOtp', { ...otp, otp: '12a4' }).otp).toEqual({ code: 'pattern' });
    // The table follows the contract: the code or the link's token (the OTP machine requires the code without a link).
    expect(validate('verifyOtp', { ...otp, otp: '' }).otp).toBeUndefined();
    expect(validate('verifyOtp', { ...otp, token: 'A'.repeat(43) })).toEqual({});
    expect(validate('verifyOtp', { ...otp, token: 'A'.repeat(42) }).token).toEqual({ code: 'pattern' });
    expect(validate('verifyOtp', { ...otp, otp: '1234', otp_type: 'login' }).otp_type?.code).toBe('oneOf');
  });

  it('optional fields are checked only when filled', () => {
    expect(validate('profile', {})).toEqual({});
    expect(validate('profile', { name: 'Ali' })).toEqual({ name: { code: 'minLength', min: 6 } });
    expect(validate('resetPassword', { email: 'a@example.com', otp: '1234', password: 'secret-123', password_confirmation: 'secret-124' })).toEqual({
      password_confirmation: { code: 'equalTo', other: 'password' },
    });
    expect(validate('forgotPassword', { email: 'a@example.com' })).toEqual({});
    expect(validate('resendOtp', { email: 'a@example.com', otp_type: 'reset_password' })).toEqual({});
  });

  it('checkField compares equalTo against a missing other field as empty', () => {
    expect(checkField({ equalTo: 'password' }, 'x', {})).toEqual({ code: 'equalTo', other: 'password' });
  });
});

describe('formRules (the data the contract test compares with openapi/api.yaml)', () => {
  it('describes every form key', () => {
    expect(Object.keys(formRules).sort()).toEqual([...FORM_KEYS].sort());
  });

  it('matches the shared table for complaint and impression', () => {
    expect(formRules.complaint).toEqual({
      name: { required: true, minLength: 6, maxLength: 64 },
      email: { required: true, email: true },
      type: { required: true, oneOf: ['complaint', 'suggestion'] },
      content: { required: true, minLength: 10, maxLength: 1000 },
    });
    expect(formRules.impression).toEqual({
      name: { required: true, minLength: 6, maxLength: 50 },
      email: { required: true, email: true },
      type: { required: true, oneOf: ['impression'] },
      content: { required: true, minLength: 10, maxLength: 255 },
    });
  });

  it('every register field is required', () => {
    expect(Object.values(formRules.register).every((rule) => rule.required === true)).toBe(true);
  });
});
