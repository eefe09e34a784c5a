/** The competition phases the reference server can seed (`--phase`), each served on its own port. */
export const phases = ['running', 'before', 'ended', 'draw', 'draw-next', 'none'] as const;
export type Phase = (typeof phases)[number];

export const basePort = Number(process.env.E2E_PORT ?? 4173);

export function phasePort(phase: Phase): number {
  return basePort + phases.indexOf(phase);
}

/** Base URL of the site seeded in `phase`; use with `test.use({ baseURL: phaseUrl('draw') })`. */
export function phaseUrl(phase: Phase): string {
  return `http://127.0.0.1:${phasePort(phase)}`;
}
