// What the console's effects answer after a decision is sent: saved, or refused with the server's own words.

/** A sent decision: saved, or refused (the server's first message as it wrote it, or null when it named none). */
export type ConsoleOutcome = { kind: 'saved'; message?: undefined } | { kind: 'refused'; message: string | null };

/** Arabic-Indic (and Persian) digits typed into a number or time field, read as the Western digits the API takes. */
export function westernDigits(typed: string): string {
  return typed.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}
