// The third and fourth tracks' levels of one competition (issue 29 point 5): each track's list on its own, every level's
// title and description in Arabic and English side by side (Arabic first, right to left).
import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { ResourceView, Stack, TextArea, TextField } from '../../design-system';
import { requireFirstOfData } from '../../api/envelope';
import { useResource } from '../../api/useResource';
import { type LevelDraft, LEVELS_MAX, type ListEditorEvent, type ListSaveOutcome, levelsEditorMachine } from '../../machines/operator/contentList.machine';
import { type Schemas, decisionOutcome } from '../api';
import { useConsoleResourceLabels, useConsoleT } from '../useConsoleT';
import type { ContentEditorProps } from './contentEditor';
import { InBothLanguages, ListEditorView, type ListEditorSnapshot } from './ListEditor';
import * as styles from '../console.css';

export type LevelTrack = 'third' | 'fourth';

export const toLevelDraft = (l: Schemas['OperatorLevel']): LevelDraft => ({ id: l.id, titleAr: l.title.ar, titleEn: l.title.en, descriptionAr: l.description.ar, descriptionEn: l.description.en });

export function LevelsEditor({ client, competition, onSaved }: ContentEditorProps) {
  const labels = useConsoleResourceLabels();
  const { t } = useConsoleT();
  const [list, retry] = useResource(
    useCallback(async () => requireFirstOfData((await client.GET('/operator/competitions/{competitionId}/levels', { params: { path: { competitionId: competition.id } } })).data), [client, competition.id]),
  );
  return (
    <Stack space="lg">
      <p className={styles.muted}>{t('content.levels.intro')}</p>
      <ResourceView resource={list} onRetry={retry} labels={labels}>
        {(rows) => (
          <Stack space="lg">
            {(['third', 'fourth'] as const).map((track) => (
              <TrackLevels key={track} client={client} competition={competition} track={track} rows={rows.filter((l) => l.track === track)} onSaved={onSaved} />
            ))}
          </Stack>
        )}
      </ResourceView>
    </Stack>
  );
}

function TrackLevels({ client, competition, track, rows, onSaved }: ContentEditorProps & { track: LevelTrack; rows: Schemas['OperatorLevel'][] }) {
  const machine = levelsEditorMachine.provide({
    actors: {
      saveList: fromPromise(async ({ input }): Promise<ListSaveOutcome<LevelDraft>> => {
        let saved: LevelDraft[] = [];
        const body = {
          levels: input.items.map((item) => ({
            ...(item.id === undefined ? {} : { id: item.id }),
            title: { ar: item.titleAr, en: item.titleEn },
            description: { ar: item.descriptionAr, en: item.descriptionEn },
          })),
        };
        const call = client.PUT('/operator/competitions/{competitionId}/levels/{memorisationTrack}', { params: { path: { competitionId: competition.id, memorisationTrack: track } }, body });
        const outcome = await decisionOutcome(call, (answer) => {
          saved = requireFirstOfData(answer)
            .filter((l) => l.track === track)
            .map(toLevelDraft);
          onSaved?.();
        });
        return outcome.kind === 'saved' ? { kind: 'saved', items: saved } : outcome;
      }),
    },
  });
  const [state, send] = useMachine(machine, { input: { items: rows.map(toLevelDraft) } });
  return <LevelsView track={track} state={state} send={send} locked={competition.locked} />;
}

/** One track's levels in a machine state (the stories start it in each). */
export function LevelsView({ track, state, send, locked }: { track: LevelTrack; state: ListEditorSnapshot<LevelDraft>; send: (event: ListEditorEvent<LevelDraft>) => void; locked: boolean }) {
  const { t } = useConsoleT();
  const change = (index: number, patch: Partial<LevelDraft>) => send({ type: 'item.change', index, patch });
  const trackName = t(`content.levels.track.${track}`);
  const inLanguage = (lang: 'ar' | 'en', field: string) => t(lang === 'ar' ? 'content.list.inArabic' : 'content.list.inEnglish', { field });
  return (
    <section aria-labelledby={`levels-${track}`} className={styles.form}>
      <h3 id={`levels-${track}`} className={styles.subheading}>
        {trackName}
      </h3>
      <ListEditorView
        label={trackName}
        state={state}
        send={send}
        locked={locked}
        max={LEVELS_MAX}
        texts={{ item: (number) => t('content.levels.item', { number }), add: t('content.levels.add'), empty: t('content.levels.empty') }}
        renderItem={(item, index, fault) => (
          <InBothLanguages>
            {(lang) => (
              <Stack space="sm">
                <TextField
                  label={inLanguage(lang, t('content.levels.title'))}
                  valueLanguage={lang}
                  value={lang === 'ar' ? item.titleAr : item.titleEn}
                  isReadOnly={locked}
                  isRequired
                  errorMessage={lang === 'ar' ? (fault('titleAr') ? t('content.levels.fault.titleAr') : undefined) : fault('titleEn') ? t('content.levels.fault.titleEn') : undefined}
                  onChange={(value) => change(index, lang === 'ar' ? { titleAr: value } : { titleEn: value })}
                />
                <TextArea
                  label={inLanguage(lang, t('content.levels.description'))}
                  valueLanguage={lang}
                  rows={3}
                  value={lang === 'ar' ? item.descriptionAr : item.descriptionEn}
                  isReadOnly={locked}
                  onChange={(value) => change(index, lang === 'ar' ? { descriptionAr: value } : { descriptionEn: value })}
                />
              </Stack>
            )}
          </InBothLanguages>
        )}
      />
    </section>
  );
}
