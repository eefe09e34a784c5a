import { describe, expect, it } from 'vitest';
import { readRefusal, refusalMessage } from '../../src/api/envelope';
import { logoutErrorCode, readLoginAnswer } from '../../src/app/api/auth';
import { logoutErrorMessageKey } from '../../src/app/api/errors';
import { readFormAnswer } from '../../src/app/api/forms';

// One reading of a refusal's first message serves every form and the console (spec 8's login, register, OTP-resend,
// complaint and testimonial readings agree on the answers the contract can give).
describe('a refusal’s first message (spec 8: first errors message, else the first of a data field list, else top-level)', () => {
  it('is the first message under errors', () => {
    const body = {
      status: 401,
      message: 'Unauthorized',
      data: null,
      errors: { email: ['Email or Password is incorrect', 'second'], password: ['too short'] },
    };
    expect(refusalMessage(body)).toBe('Email or Password is incorrect');
  });

  it('skips fields whose message list is empty', () => {
    expect(refusalMessage({ message: 'top', errors: { email: [], password: ['Password is wrong'] } })).toBe('Password is wrong');
  });

  it('prefers errors over data', () => {
    expect(refusalMessage({ message: 'top', errors: { email: ['The selected email is invalid.'] }, data: { email: ['from data'] } })).toBe(
      'The selected email is invalid.',
    );
  });

  it('then the first message of the first field of data (OTP resend, complaint)', () => {
    const body = { status: 429, message: 'Too many requests', data: { email: ['Please wait 60 seconds before asking for a new code', 'other'], otp_type: ['x'] } };
    expect(readRefusal(body)).toEqual({
      message: 'Please wait 60 seconds before asking for a new code',
      fieldErrors: { email: ['Please wait 60 seconds before asking for a new code', 'other'], otp_type: ['x'] },
    });
  });

  it('then the top-level message, as for the 203 answer', () => {
    expect(refusalMessage({ message: 'Please verify your email address first' })).toBe('Please verify your email address first');
    expect(readRefusal({ status: 422, message: 'Invalid data', errors: {} })).toEqual({ message: 'Invalid data', fieldErrors: {} });
    expect(readRefusal({ status: 404, message: 'User Not Found', data: null })).toEqual({ message: 'User Not Found', fieldErrors: {} });
  });

  it('is none when the body says nothing (network failure, HTML error page): the caller shows its catalogue text', () => {
    expect(refusalMessage(undefined)).toBeUndefined();
    expect(refusalMessage('<html>Bad gateway</html>')).toBeUndefined();
    expect(refusalMessage({ message: '  ' })).toBeUndefined();
  });
});

describe('a form’s answer', () => {
  it('2xx is sent', () => {
    expect(readFormAnswer(200, undefined)).toEqual({ kind: 'sent' });
    expect(readFormAnswer(201, { status: 201 })).toEqual({ kind: 'sent' });
  });

  it('a refusal carries its first message and every field message (register, complaint)', () => {
    const body = {
      status: 422,
      message: 'The given data was invalid',
      errors: { email: ['The email has already been taken.'], phone: ['Value must be numeric'] },
    };
    expect(readFormAnswer(422, body)).toEqual({
      kind: 'rejected',
      message: 'The email has already been taken.',
      fieldErrors: { email: ['The email has already been taken.'], phone: ['Value must be numeric'] },
    });
  });

  it('a refusal naming no message travels as an empty one (the form shows "An error occurred while submitting")', () => {
    expect(readFormAnswer(500, null)).toEqual({ kind: 'rejected', message: '', fieldErrors: {} });
    expect(readFormAnswer(429, { status: 429, message: 'Too many requests, please try again later', data: null })).toEqual({
      kind: 'rejected',
      message: 'Too many requests, please try again later',
      fieldErrors: {},
    });
  });
});

describe('a login answer', () => {
  it('203 is "not yet", with the top-level message', () => {
    expect(readLoginAnswer(203, { status: 203, message: 'Please verify your email address first' })).toEqual({
      kind: 'notYet',
      message: 'Please verify your email address first',
    });
  });

  it('a refusal shows its first message, with the field messages', () => {
    expect(readLoginAnswer(401, { status: 401, message: 'Unauthorized', errors: { email: ['Email or Password is incorrect'] } })).toEqual({
      kind: 'failed',
      message: 'Email or Password is incorrect',
      fieldErrors: { email: ['Email or Password is incorrect'] },
    });
  });
});

describe('logout failure (spec 8, per HTTP status)', () => {
  it.each([
    [404, 'logout.userNotFound'],
    [401, 'logout.invalidCredentials'],
    [403, 'logout.accessForbidden'],
    [500, 'logout.somethingWentWrong'],
    [422, 'logout.somethingWentWrong'],
    [0, 'logout.somethingWentWrong'],
  ] as const)('status %i gives %s', (status, key) => {
    expect(logoutErrorMessageKey(logoutErrorCode(status))).toBe(key);
  });
});
