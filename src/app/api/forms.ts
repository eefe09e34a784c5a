import type { SubmitResult } from '../../machines';
import { isSuccess, readRefusal } from '../../api/envelope';

/**
 * Reads a form's answer (register, forgotten and reset password, complaint, impression): 2xx is sent (its body
 * unread); anything else is a refusal with its first message ('' when the answer names none: the form shows its
 * catalogue text) and its field messages.
 */
export function readFormAnswer(httpStatus: number, body: unknown): SubmitResult {
  if (isSuccess(httpStatus)) return { kind: 'sent' };
  const { message, fieldErrors } = readRefusal(body);
  return { kind: 'rejected', message: message ?? '', fieldErrors };
}
