// A CSV export's button and what it says while the file comes and after (the `csvExport` machine): used by the
// contestants list's bulk actions and the Prizes list, so both say "preparing", "saved" and a refusal the same way.
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, Inline } from '../design-system';
import { isolate } from '../domain/format';
import { type CsvDownloadResult, type CsvExportEvent, type CsvExportKind, type ContestantListFilter, csvExportMachine } from '../machines/operator/contestants.machine';
import * as styles from './console.css';
import { useConsoleT } from './useConsoleT';

/** The export machine, downloading through `download` (which fetches with the console's token and saves the file). */
export function useCsvExport(download: (input: { kind: CsvExportKind; filter: ContestantListFilter | null }) => Promise<CsvDownloadResult>) {
  const machine = useMemo(() => csvExportMachine.provide({ actors: { download: fromPromise(({ input }) => download(input)) } }), [download]);
  return useMachine(machine);
}

/** What an export says: preparing, saved (the file's name), or refused with the server's words and a dismiss. */
export function CsvExportStatus({ state, send }: { state: SnapshotFrom<typeof csvExportMachine>; send: (event: CsvExportEvent) => void }) {
  const { t } = useConsoleT();
  if (state.matches('exporting')) {
    return (
      <p role="status" className={styles.muted}>
        {t('contestants.export.exporting')}
      </p>
    );
  }
  if (state.matches('saved')) {
    return (
      <p role="status" className={styles.success}>
        {t('contestants.export.saved', { file: isolate(state.context.fileName ?? '') })}
      </p>
    );
  }
  if (state.matches('failed')) {
    return (
      <Inline space="sm" alignY="center">
        <p role="alert" className={styles.error}>
          {state.context.failure ?? t('contestants.export.failed')}
        </p>
        <Button variant="secondary" size="sm" onPress={() => send({ type: 'export.dismiss' })}>
          {t('contestants.export.dismiss')}
        </Button>
      </Inline>
    );
  }
  return null;
}
