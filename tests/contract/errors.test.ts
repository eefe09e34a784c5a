import { describe, expect, it } from 'vitest';
import { logoutErrorCode } from '../../src/app/api/auth';
import {
  complaintFailure,
  errorKey,
  loginErrorMessage,
  logoutErrorMessageKey,
  otpResendErrorMessage,
  registerError,
} from '../../src/app/api/errors';

const server = (text: string) => ({ kind: 'server', text });

describe('login failure (spec 8: first message under errors, else the top-level message)', () => {
  it('shows the first message under errors', () => {
    const body = {
      status: 401,
      message: 'Unauthorized',
      data: null,
      errors: { email: ['Email or Password is incorrect', 'second'], password: ['too short'] },
    };
    expect(loginErrorMessage(body)).toEqual(server('Email or Password is incorrect'));
  });

  it('skips fields whose message list is empty', () => {
    expect(loginErrorMessage({ message: 'top', errors: { email: [], password: ['Password is wrong'] } })).toEqual(
      server('Password is wrong'),
    );
  });

  it('falls back to the top-level message, as for the 203 answer', () => {
    expect(loginErrorMessage({ message: 'Please verify your email address first' })).toEqual(
      server('Please verify your email address first'),
    );
    expect(loginErrorMessage({ status: 422, message: 'Invalid data', errors: {} })).toEqual(server('Invalid data'));
  });

  it('uses the generic catalogue text when the body says nothing (network failure, HTML error page)', () => {
    expect(loginErrorMessage(undefined)).toEqual(errorKey('generic'));
    expect(loginErrorMessage('<html>Bad gateway</html>')).toEqual(errorKey('generic'));
  });
});

describe('register failure (spec 8: first field key and message, else empty key and top-level message)', () => {
  it('keeps the first field key with its message', () => {
    const body = {
      status: 422,
      message: 'The given data was invalid',
      errors: { email: ['The email has already been taken.'], phone: ['Value must be numeric'] },
    };
    expect(registerError(body)).toEqual({ field: 'email', message: server('The email has already been taken.') });
  });

  it('uses an empty key and the top-level message without field errors', () => {
    expect(registerError({ status: 500, message: 'Server error', data: null })).toEqual({ field: '', message: server('Server error') });
  });

  it('uses an empty key and the generic text when there is no message at all', () => {
    expect(registerError(null)).toEqual({ field: '', message: errorKey('generic') });
  });
});

describe('OTP resend failure (spec 8: first errors message, else first item of the first data field, else top-level)', () => {
  it('prefers the first errors message', () => {
    expect(
      otpResendErrorMessage({ message: 'top', errors: { email: ['The selected email is invalid.'] }, data: { email: ['from data'] } }),
    ).toEqual(server('The selected email is invalid.'));
  });

  it('then the first item of the first data field', () => {
    expect(
      otpResendErrorMessage({
        status: 429,
        message: 'Too many requests',
        data: { email: ['Please wait 60 seconds before asking for a new code', 'other'], otp_type: ['x'] },
      }),
    ).toEqual(server('Please wait 60 seconds before asking for a new code'));
  });

  it('then the top-level message', () => {
    expect(otpResendErrorMessage({ status: 404, message: 'User Not Found', data: null })).toEqual(server('User Not Found'));
  });
});

describe('complaint and testimonial failure (spec 8 chain)', () => {
  it('toasts the first errors entry with a message and shows the field errors', () => {
    const body = { status: 422, message: 'invalid', errors: { name: [], content: ['The content must be at least 10 characters.'] } };
    expect(complaintFailure(body)).toEqual({
      toast: server('The content must be at least 10 characters.'),
      fieldErrors: { name: [], content: ['The content must be at least 10 characters.'] },
    });
  });

  it('else the first message of the first field of data', () => {
    const body = { status: 422, message: 'invalid', data: { email: ['Value is not a valid email address'] } };
    expect(complaintFailure(body)).toEqual({
      toast: server('Value is not a valid email address'),
      fieldErrors: { email: ['Value is not a valid email address'] },
    });
  });

  it('else the top-level message, without field errors', () => {
    expect(complaintFailure({ status: 429, message: 'Too many requests, please try again later', data: null })).toEqual({
      toast: server('Too many requests, please try again later'),
      fieldErrors: {},
    });
  });

  it('else the catalogue text "An error occurred while submitting ... Please try again"', () => {
    expect(complaintFailure(undefined)).toEqual({ toast: errorKey('submitFailed'), fieldErrors: {} });
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
