// A console editor's status line under its form: saved (a status), invalid (an alert in the editor's words) or refused
// (an alert with the server's own words, else the console's "the action failed"). One line shows at the most.
import * as styles from './console.css';
import { useConsoleT } from './useConsoleT';

export type SaveStatusKind = 'saved' | 'invalid' | 'refused';

/** Which line a machine's snapshot shows: its `parent` state's `saved`, `invalid` or `refused` child, or none. */
export function saveStatusOf(state: { matches: (value: never) => boolean }, parent: string): SaveStatusKind | null {
  const kinds: readonly SaveStatusKind[] = ['saved', 'invalid', 'refused'];
  return kinds.find((kind) => state.matches({ [parent]: kind } as never)) ?? null;
}

export function SaveStatus({
  status,
  saved,
  invalid,
  refusal = null,
}: {
  status: SaveStatusKind | null;
  /** The editor's words once saved. */
  saved?: string;
  /** The editor's words when the form does not pass its rules. */
  invalid?: string;
  /** The server's first message when it refused, or null when it named none or was unreachable. */
  refusal?: string | null;
}) {
  const { t } = useConsoleT();
  if (status === 'saved' && saved !== undefined) {
    return (
      <p role="status" className={styles.success}>
        {saved}
      </p>
    );
  }
  if (status === 'invalid' && invalid !== undefined) {
    return (
      <p role="alert" className={styles.error}>
        {invalid}
      </p>
    );
  }
  if (status === 'refused') {
    return (
      <p role="alert" className={styles.error} dir="auto">
        {refusal ?? t('actionFailed')}
      </p>
    );
  }
  return null;
}
