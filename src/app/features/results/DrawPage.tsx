import { useMachine } from '@xstate/react';
import { Fragment, useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from 'react-aria-components';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, EmptyState, ResourceView } from '../../../design-system';
import { drawCheckMachine, type TrackKey } from '../../../machines';
import { drawRecordOfAnswer, verifyDrawRecord, type DrawRecordCheck } from '../../../domain/draw/verifyDrawRecord';
import { fetchDraw, type DrawRecord } from '../../api/results';
import { useResource } from '../../../api/useResource';
import { formatDateTime, formatNumber } from '../../../domain/format';
import { urlBreakPieces } from '../../../domain/lineBreaks';
import { pathTo, trackOfWinnerSlug } from '../../routes/routes';
import { useResultsResourceLabels, useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';
import { SharePage } from './SharePage';

/**
 * Recomputes a published draw in the browser with the check the server and the verify script run; a drand round's proof
 * is checked against its chain's public key too (the curve code is loaded only then).
 */
export const recomputeDraw = (d: DrawRecord): Promise<DrawRecordCheck> => verifyDrawRecord(drawRecordOfAnswer(d));

type CheckSnapshot = SnapshotFrom<typeof drawCheckMachine>;

function Chips({ ids, winner = false }: { ids: readonly string[]; winner?: boolean }) {
  return (
    <ul className={styles.idList}>
      {ids.map((id) => (
        <li key={id} className={winner ? styles.winnerChip : styles.idChip}>
          {id}
        </li>
      ))}
    </ul>
  );
}

/** Every input and output of a draw, and the verify button's outcome. */
export function DrawView({ draw, check, onVerify }: { draw: DrawRecord; check: CheckSnapshot; onVerify: () => void }) {
  const { t, language } = useResultsTranslation();
  const when = (at: number | null) => (at === null ? '—' : `${formatDateTime(language, at)} ${t('common:meccaTime')}`);
  const trackName = t(`common:tracks.${draw.track}`);
  const winners = draw.order && draw.winner_count !== null ? draw.order.slice(0, draw.winner_count) : null;
  const reserves = draw.order && draw.winner_count !== null ? draw.order.slice(draw.winner_count) : null;
  const canVerify = draw.stage === 'drawn' || draw.stage === 'published';
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('draw.title', { track: trackName })}
      </h1>
      <p className={styles.intro}>{t('draw.intro')}</p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('draw.competition')}</dt>
        <dd className={styles.factValue}>{draw.competition_title}</dd>
        <dt className={styles.factName}>{t('draw.stage')}</dt>
        <dd className={styles.factValue}>{t(`draw.stages.${draw.stage}`)}</dd>
      </dl>
      <SharePage title={`${t('draw.title', { track: trackName })} — ${draw.competition_title}`} />

      <section className={styles.section} aria-labelledby="draw-inputs">
        <h2 id="draw-inputs" className={styles.sectionTitle}>
          {t('draw.inputs')}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('draw.algorithm')}</dt>
          <dd className={`${styles.factValue} ${styles.code}`}>{draw.label}</dd>
          <dt className={styles.factName}>{t('draw.source')}</dt>
          <dd className={styles.factValue}>{draw.source.kind === 'operator_secret' ? t('draw.sourceSecret') : t('draw.sourceDrand')}</dd>
          {draw.source.kind === 'operator_secret' ? (
            <>
              <dt className={styles.factName}>{t('draw.commitment')}</dt>
              <dd className={`${styles.factValue} ${styles.code}`}>{draw.source.commitment}</dd>
            </>
          ) : (
            <>
              <dt className={styles.factName}>{t('draw.round')}</dt>
              <dd className={`${styles.factValue} ${styles.code}`}>
                {draw.source.round} — {draw.source.url}/{draw.source.chain_hash}
              </dd>
            </>
          )}
          <dt className={styles.factName}>{t('draw.announcedAt')}</dt>
          <dd className={styles.factValue}>{when(draw.announcedAt)}</dd>
          <dt className={styles.factName}>{t('draw.committedAt')}</dt>
          <dd className={styles.factValue}>{draw.committedAt !== null ? when(draw.committedAt) : t('draw.pending')}</dd>
          <dt className={styles.factName}>{t('draw.winnerCount')}</dt>
          <dd className={styles.factValue}>{draw.winner_count === null ? t('draw.pending') : formatNumber(language, draw.winner_count)}</dd>
          <dt className={styles.factName}>{t('draw.listHash')}</dt>
          <dd className={`${styles.factValue} ${styles.code}`}>{draw.list_hash ?? t('draw.pending')}</dd>
          <dt className={styles.factName}>{t('draw.randomness')}</dt>
          <dd className={`${styles.factValue} ${styles.code}`}>{draw.randomness ?? t('draw.pending')}</dd>
          {draw.randomness_proof ? (
            <>
              <dt className={styles.factName}>{t('draw.proof')}</dt>
              <dd className={`${styles.factValue} ${styles.code}`}>{draw.randomness_proof}</dd>
            </>
          ) : null}
          <dt className={styles.factName}>{t('draw.seed')}</dt>
          <dd className={`${styles.factValue} ${styles.code}`}>{draw.seed ?? t('draw.pending')}</dd>
          <dt className={styles.factName}>{t('draw.drawnAt')}</dt>
          <dd className={styles.factValue}>{draw.drawnAt !== null ? when(draw.drawnAt) : t('draw.pending')}</dd>
        </dl>
        {draw.entries ? (
          <details className={styles.details}>
            <summary>
              {t('draw.entries')} — {t('draw.entryCount', { count: draw.entries.length })}
            </summary>
            <Chips ids={draw.entries} />
          </details>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="draw-result">
        <h2 id="draw-result" className={styles.sectionTitle}>
          {t('draw.result')}
        </h2>
        {winners && reserves ? (
          <>
            <h3 className={styles.name}>{t('draw.winners')}</h3>
            {winners.length ? <Chips ids={winners} winner /> : <p className={styles.muted}>{t('draw.none')}</p>}
            <h3 className={styles.name}>{t('draw.reserves')}</h3>
            {reserves.length ? <Chips ids={reserves} /> : <p className={styles.muted}>{t('draw.none')}</p>}
          </>
        ) : (
          <p className={styles.muted}>{t('draw.pending')}</p>
        )}
      </section>

      {canVerify ? (
        <div className={styles.section}>
          <div className={styles.actions}>
            <Button onPress={onVerify} isPending={check.matches('checking')} pendingLabel={t('draw.verifying')}>
              {t('draw.verify')}
            </Button>
          </div>
          <div aria-live="polite">
            {check.matches('agrees') ? <p className={styles.notice}>{t('draw.agrees')}</p> : null}
            {check.matches('disagrees') ? <p className={styles.noticeBad}>{t('draw.disagrees', { reason: t(`draw.reasons.${check.context.reason ?? 'seed'}`) })}</p> : null}
          </div>
          <p className={styles.muted}>
            {t('draw.howTo')}{' '}
            <code className={styles.code}>
              <Breakable text={`npx tsx scripts/verify-draw.ts ${typeof window === 'undefined' ? '' : window.location.origin}/api/v1/draws/${draw.competition_id}/${draw.track}`} />
            </code>
          </p>
        </div>
      ) : null}
      <Link className={styles.textLink} href={pathTo({ route: 'winnersTrack', track: draw.track })}>
        {t('draw.back')}
      </Link>
    </section>
  );
}

/** A command or address that wraps only where a line may sensibly end (after a slash, before a dot or hyphen…). */
function Breakable({ text }: { text: string }) {
  return urlBreakPieces(text).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

function LoadedDraw({ draw }: { draw: DrawRecord }) {
  const logic = useMemo(() => drawCheckMachine.provide({ actors: { recompute: fromPromise(() => recomputeDraw(draw)) } }), [draw]);
  const [check, send] = useMachine(logic);
  return <DrawView draw={draw} check={check} onVerify={() => send({ type: 'draw.verify' })} />;
}

/** The draw page around its record: loading, failed (retry), none announced, or the record. */
export function DrawLoader({ load }: { load: () => Promise<DrawRecord | null> }) {
  const { t } = useResultsTranslation();
  const labels = useResultsResourceLabels();
  const [draw, retry] = useResource(load);
  if (draw.status === 'loading') return <ResourceView status="loading" labels={labels} reserve="320px" spinnerSize="lg" />;
  if (draw.status === 'failed') {
    return (
      <section className={styles.page}>
        <ResourceView status="failed" onRetry={retry} labels={labels} />
      </section>
    );
  }
  if (draw.data === null) {
    return (
      <section className={styles.page}>
        <EmptyState title={t('draw.missing')} />
      </section>
    );
  }
  return <LoadedDraw draw={draw.data} />;
}

/** `/draws/{competition}/{track}`: a draw's public record, with a button that recomputes it in the browser. */
export default function DrawPage() {
  const { t } = useResultsTranslation();
  const { competitionId = '', slug } = useParams();
  const track = trackOfWinnerSlug(slug);
  const id = /^[1-9][0-9]{0,9}$/.test(competitionId) ? Number(competitionId) : null;
  if (!track || id === null) {
    return (
      <section className={styles.page}>
        <EmptyState title={t('draw.missing')} />
      </section>
    );
  }
  return <DrawOf key={`${id}/${track}`} competitionId={id} track={track} />;
}

function DrawOf({ competitionId, track }: { competitionId: number; track: TrackKey }) {
  const load = useCallback(() => fetchDraw(competitionId, track), [competitionId, track]);
  return <DrawLoader load={load} />;
}
