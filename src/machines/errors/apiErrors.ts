/**
 * Reading the provider's error answers (section 8 of the spec). Messages returned here are the
 * server's own text (already in the requested language); the client's texts stay codes.
 */
export type FieldMessages = Record<string, string[]>;

export interface ApiErrorBody {
  status?: unknown;
  message?: unknown;
  errors?: unknown;
  data?: unknown;
}

function asFieldMessages(value: unknown): FieldMessages {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const fields: FieldMessages = {};
  for (const [key, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message.length > 0,
    );
    if (list.length > 0) fields[key] = list;
  }
  return fields;
}

const topMessage = (body: ApiErrorBody | null | undefined): string =>
  typeof body?.message === 'string' ? body.message : '';

const firstEntry = (fields: FieldMessages): [string, string] | null => {
  const entry = Object.entries(fields)[0];
  return entry ? [entry[0], entry[1][0]!] : null;
};

/** Field messages from `errors`, else from `data` when it carries them in the same shape. */
export function fieldMessagesOf(body: ApiErrorBody | null | undefined): FieldMessages {
  const fromErrors = asFieldMessages(body?.errors);
  return Object.keys(fromErrors).length > 0 ? fromErrors : asFieldMessages(body?.data);
}

/** Login: the first message under `errors`, else the top-level message. */
export function loginFailureMessage(body: ApiErrorBody | null | undefined): string {
  return firstEntry(asFieldMessages(body?.errors))?.[1] ?? topMessage(body);
}

/** Register: the first field key and message from `errors`, else an empty key and the top-level message. */
export function registerFailure(body: ApiErrorBody | null | undefined): { key: string; message: string } {
  const entry = firstEntry(asFieldMessages(body?.errors));
  return entry ? { key: entry[0], message: entry[1] } : { key: '', message: topMessage(body) };
}

/**
 * OTP resend, complaint and testimonial failures: the first `errors` message, else the first
 * message of the first `data` field, else the top-level message.
 */
export function toastFailureMessage(body: ApiErrorBody | null | undefined): string {
  return (
    firstEntry(asFieldMessages(body?.errors))?.[1] ?? firstEntry(asFieldMessages(body?.data))?.[1] ?? topMessage(body)
  );
}

export type LogoutErrorCode = 'userNotFound' | 'invalidCredentials' | 'accessForbidden' | 'somethingWentWrong';

/** Logout failure by status: 404, 401, 403, anything else. */
export function logoutErrorCode(status: number | null | undefined): LogoutErrorCode {
  switch (status) {
    case 404:
      return 'userNotFound';
    case 401:
      return 'invalidCredentials';
    case 403:
      return 'accessForbidden';
    default:
      return 'somethingWentWrong';
  }
}
