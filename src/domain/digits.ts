// Digits as people type them: Western (0-9), Arabic-Indic (٠-٩, U+0660) and Persian (۰-۹, U+06F0) are the same digits.

const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** A typed text with every Arabic-Indic and Persian digit read as the Western digit the API takes; the rest unchanged. */
export function westernDigits(typed: string): string {
  return typed.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Only the digits of a typed text (a code pasted with spaces or words around it), as Western digits. */
export function onlyDigits(typed: string): string {
  return westernDigits(typed).replace(/[^0-9]/g, '');
}

/** A text with every Western digit written as the Arabic-Indic one (a typed number shown back in an Arabic page). */
export function arabicIndicDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
