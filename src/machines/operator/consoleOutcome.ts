// What the console's effects answer after a decision is sent: saved, or refused with the server's own words.

/** A sent decision: saved, or refused (the server's first message as it wrote it, or null when it named none). */
export type ConsoleOutcome = { kind: 'saved'; message?: undefined } | { kind: 'refused'; message: string | null };
