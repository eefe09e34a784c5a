// The Tracks tab of a competition's content (issue 29 point 5): each track's title, subtitle and description in Arabic
// (right to left, first) and English (left to right) side by side with how many of its texts are written, the winners
// to draw and the prize of each place, and the fifth track's attempts allowed. Each track is saved on its own
// (PUT /operator/competitions/{id}/tracks/{track}); what is locked says why (server/api/operator/tracks.ts).
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../../api/envelope';
import { Button, Column, Columns, Form, ResourceView, Stack, TextArea, TextField, Tiles } from '../../design-system';
import { arabicIndicDigits } from '../../domain/digits';
import {
  type TextField as TextKey,
  type TrackContentEvent,
  type TrackDraft,
  type TrackKey,
  textFields,
  textsWritten,
  trackContentMachine,
} from '../../machines/operator/trackContent.machine';
import { type ConsoleClient, decisionOutcome } from '../api';
import * as styles from '../console.css';
import { useConsoleResourceLabels, useConsoleT } from '../useConsoleT';
import type { ContentEditorProps } from './contentEditor';
import { SaveStatus, saveStatusOf } from '../SaveStatus';

type Snapshot = SnapshotFrom<typeof trackContentMachine>;
type Send = (event: TrackContentEvent) => void;

/** The machine with its calls over the API. */
export function tracksEditorLogic(client: ConsoleClient, competitionId: number) {
  return trackContentMachine.provide({
    actors: {
      loadContent: fromPromise(async () =>
        requireFirstOfData((await client.GET('/operator/competitions/{competitionId}/tracks', { params: { path: { competitionId } } })).data),
      ),
      saveTrack: fromPromise(async ({ input: { track, ...body } }) => {
        let content;
        const outcome = await decisionOutcome(
          client.PUT('/operator/competitions/{competitionId}/tracks/{track}', { params: { path: { competitionId, track } }, body }),
          (answer) => {
            content = requireFirstOfData(answer);
          },
        );
        return { ...outcome, content };
      }),
    },
  });
}

export function TracksEditor({ client, competition, onSaved }: ContentEditorProps) {
  const logic = useMemo(() => tracksEditorLogic(client, competition.id), [client, competition.id]);
  const [state, send] = useMachine(logic);
  // A track saved: whoever listens hears it once (the competition's readiness is checked again).
  const saved = state.matches({ ready: 'saved' });
  const announceSaved = useEffectEvent(() => onSaved?.());
  useEffect(() => {
    if (saved) announceSaved();
  }, [saved]);
  return <TracksView state={state} send={send} />;
}

/** The editor in a machine state (stories start it in each one). */
export function TracksView({ state, send }: { state: Snapshot; send: Send }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const status = state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'loaded';
  const { content, drafts } = state.context;
  const all = Object.values(drafts).map((draft) => textsWritten(draft));
  const written = all.reduce((sum, count) => sum + count.written, 0);
  const total = all.reduce((sum, count) => sum + count.total, 0);
  return (
    <ResourceView status={status} onRetry={() => send({ type: 'content.retry' })} labels={labels}>
      {content ? (
        <Stack space="lg">
          <p className={styles.muted}>{t('content.tracks.intro')}</p>
          <p className={written === total ? styles.success : styles.muted} aria-live="polite">
            {t('content.tracks.overall', { written, total })}
          </p>
          {content.archived ? <p className={styles.muted}>{t('content.tracks.archived')}</p> : content.started ? <p className={styles.muted}>{t('content.tracks.started')}</p> : null}
          {content.tracks.map((saved) => {
            const draft = drafts[saved.track];
            return draft ? <TrackForm key={saved.track} track={saved.track} draft={draft} drawStarted={saved.draw_started} state={state} send={send} /> : null;
          })}
        </Stack>
      ) : null}
    </ResourceView>
  );
}

/** The texts' two languages, side by side: Arabic first. */
const valueLanguages = ['ar', 'en'] as const;

function TrackForm({ track, draft, drawStarted, state, send }: { track: TrackKey; draft: TrackDraft; drawStarted: boolean; state: Snapshot; send: Send }) {
  const { t, language } = useConsoleT();
  /** A typed number shown in the console's digits (a save reads either kind). */
  const shown = (typed: string) => (language === 'ar' ? arabicIndicDigits(typed) : typed);
  const { content, error, refusal } = state.context;
  const mine = state.context.track === track;
  const saving = mine && state.matches({ ready: 'saving' });
  const archived = content?.archived ?? false;
  const started = content?.started ?? false;
  const { written, total } = textsWritten(draft);
  const heading = `track-${track}-title`;
  const field = (key: TextKey, language: 'ar' | 'en') => ({
    label: t(`content.tracks.field.${key}.${language}`),
    value: draft[key][language],
    onChange: (value: string) => send({ type: 'draft.text', track, field: key, language, value }),
    isReadOnly: archived,
  });
  const errorOf = (which: 'winners' | 'prizes' | 'attempts') => (mine && error === which ? t(`content.tracks.invalid.${which}`) : undefined);
  return (
    <Form className={styles.item} aria-labelledby={heading} onSubmit={() => send({ type: 'track.save', track })}>
      <Stack space="md">
        <h4 id={heading} className={styles.subheading}>
          {t(`draws.track.${track}`)}
        </h4>
        <p className={written === total ? styles.success : styles.muted}>{t('content.tracks.written', { written, total })}</p>
        <Columns space="md" collapseBelow="md">
          {valueLanguages.map((valueLanguage) => (
            <Column key={valueLanguage}>
              <Stack space="sm">
                {textFields.map((key) =>
                  key === 'description' ? (
                    <TextArea key={key} {...field(key, valueLanguage)} valueLanguage={valueLanguage} />
                  ) : (
                    <TextField key={key} {...field(key, valueLanguage)} valueLanguage={valueLanguage} />
                  ),
                )}
              </Stack>
            </Column>
          ))}
        </Columns>
        <TextField
          label={t('content.tracks.winners')}
          description={started ? t('content.tracks.winnersLockedStart') : drawStarted ? t('content.tracks.lockedDraw') : undefined}
          value={shown(draft.winners)}
          inputMode="numeric"
          isReadOnly={archived || started || drawStarted}
          errorMessage={errorOf('winners')}
          onChange={(value) => send({ type: 'draft.winners', track, value })}
        />
        {draft.prizes.length > 0 ? (
          <fieldset className={styles.form}>
            <legend className={styles.muted}>{drawStarted ? t('content.tracks.lockedDraw') : t('content.tracks.prizes')}</legend>
            {errorOf('prizes') ? (
              <p role="alert" className={styles.error}>
                {errorOf('prizes')}
              </p>
            ) : null}
            <Tiles space="sm" columns={{ base: 2, md: 3 }}>
              {draft.prizes.map((typed, place) => (
                <TextField
                  key={place}
                  label={t('content.tracks.place', { place: place + 1 })}
                  value={shown(typed)}
                  inputMode="numeric"
                  isReadOnly={archived || drawStarted}
                  description={typed.trim() === '' ? t('content.tracks.noPrize') : undefined}
                  onChange={(value) => send({ type: 'draft.prize', track, place, value })}
                />
              ))}
            </Tiles>
          </fieldset>
        ) : null}
        {track === 'fifth' ? (
          <TextField
            label={t('content.tracks.attempts')}
            description={started ? t('content.tracks.attemptsLockedStart') : t('content.tracks.attemptsHelp')}
            value={shown(draft.attempts)}
            inputMode="numeric"
            isReadOnly={archived || started}
            errorMessage={errorOf('attempts')}
            onChange={(value) => send({ type: 'draft.attempts', value })}
          />
        ) : null}
        <SaveStatus status={mine ? saveStatusOf(state, 'ready') : null} saved={t('content.tracks.saved')} refusal={refusal} />
        {archived ? null : (
          <div className={styles.row}>
            <Button type="submit" isPending={saving} isDisabled={state.matches({ ready: 'saving' }) && !saving}>
              {t('content.tracks.save')}
            </Button>
          </div>
        )}
      </Stack>
    </Form>
  );
}
