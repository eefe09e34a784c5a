// The administrators' exports section (issue 30 point 7): make an archive of the whole site or of one competition on
// the server (server/archive, the format of `npm run export`), and download any archive kept there, those made
// automatically before a destructive action included.
import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { listOfData } from '../api/envelope';
import { useResource } from '../api/useResource';
import { Button, RadioGroup, ResourceView } from '../design-system';
import { type SiteArchiveEvent, siteArchiveMachine } from '../machines/operator/siteArchive.machine';
import { type ConsoleClient, decisionOutcome, downloadFile, type Schemas } from './api';
import * as styles from './console.css';
import { SaveStatus } from './SaveStatus';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';

type Archive = Schemas['OperatorExport'];
type Competition = Schemas['OperatorCompetition'];

/** An archive, saved by the browser (fetched with the console token: ./api.ts downloadFile); a refusal rejects. */
async function download(name: string, language: string): Promise<void> {
  const saved = await downloadFile(`/operator/exports/${encodeURIComponent(name)}`, {}, language, (type) => type.startsWith('application/gzip'));
  if (saved.kind === 'refused') throw new Error(saved.message ?? 'refused');
}

export function ExportsPanel({ client }: { client: ConsoleClient }) {
  const { t, language } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [resource, retry] = useResource(
    useCallback(async () => {
      const [archives, competitions] = await Promise.all([client.GET('/operator/exports'), client.GET('/operator/competitions')]);
      if (!archives.data || !competitions.data) throw new Error('the server refused the request');
      return { archives: listOfData(archives.data), competitions: listOfData(competitions.data) };
    }, [client]),
  );
  const machine = siteArchiveMachine.provide({
    actors: {
      makeArchive: fromPromise(({ input }) =>
        decisionOutcome(client.POST('/operator/exports', { body: input.competitionId === null ? {} : { competition_id: input.competitionId } }), () => retry()),
      ),
    },
  });
  const [state, send] = useMachine(machine);
  return (
    <section className={styles.panel} aria-labelledby="exports-title">
      <h2 id="exports-title" className={styles.heading}>
        {t('exports.title')}
      </h2>
      <ResourceView resource={resource} onRetry={retry} labels={labels}>
        {(loaded) => <ExportsView archives={loaded.archives} competitions={loaded.competitions} state={state} send={send} onDownload={(name) => download(name, language)} />}
      </ResourceView>
    </section>
  );
}

/** The section in a state of the archive machine: what to archive, the button, and the archives kept. */
export function ExportsView({
  archives,
  competitions,
  state,
  send,
  onDownload,
}: {
  archives: Archive[];
  competitions: Competition[];
  state: SnapshotFrom<typeof siteArchiveMachine>;
  send: (event: SiteArchiveEvent) => void;
  onDownload: (name: string) => Promise<void>;
}) {
  const { t, when, language: lang } = useConsoleT();
  const making = state.matches('making');
  const scope = state.context.competitionId === null ? 'site' : String(state.context.competitionId);
  const [failed, setFailed] = useState<string | null>(null);
  const titleOf = (id: number) => competitions.find((c) => c.id === id)?.title[lang] ?? t('exports.competitionNumber', { id });
  return (
    <>
      <p className={styles.muted}>{t('exports.intro')}</p>
      <RadioGroup<string>
        label={t('exports.what')}
        orientation="vertical"
        options={[{ value: 'site', label: t('exports.site') }, ...competitions.map((c) => ({ value: String(c.id), label: c.title[lang] }))]}
        value={scope}
        isDisabled={making}
        onChange={(value) => send({ type: 'scope.change', competitionId: value === 'site' ? null : Number(value) })}
      />
      <div className={styles.row}>
        <Button isPending={making} onPress={() => send({ type: 'archive.make' })}>
          {t('exports.make')}
        </Button>
      </div>
      {state.matches({ ready: 'made' }) ? <p className={styles.success}>{t('exports.made')}</p> : null}
      <SaveStatus status={state.matches({ ready: 'refused' }) ? 'refused' : null} refusal={state.context.refusal} />
      <h3 className={styles.heading}>{t('exports.kept')}</h3>
      {archives.length === 0 ? (
        <p className={styles.muted}>{t('exports.none')}</p>
      ) : (
        <ul className={styles.list}>
          {archives.map((a) => (
            <li key={a.name} className={styles.item}>
              <p>
                {a.competition_id === null ? t('exports.ofSite') : t('exports.ofCompetition', { title: titleOf(a.competition_id) })}
                {a.before ? <span className={styles.badge}>{t('exports.automatic')}</span> : null}
              </p>
              <p className={styles.muted}>{t('exports.madeAt', { when: when(a.created_at), size: Math.max(1, Math.round(a.size / 1024)) })}</p>
              <p className={styles.muted} dir="ltr">
                {a.name}
              </p>
              <div className={styles.row}>
                <Button variant="secondary" onPress={() => onDownload(a.name).then(() => setFailed(null), () => setFailed(a.name))}>
                  {t('exports.download')}
                </Button>
              </div>
              {failed === a.name ? <SaveStatus status="refused" refusal={null} /> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
