// The second track's recitations of one competition (issue 29 point 5): each a surah and a verse range of the Quran
// text the site ships, its title in both languages, and the verses shown exactly as contestants will see them.
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { Column, Columns, ComboBox, type ComboBoxOption, ResourceView, TextField } from '../../design-system';
import { VerseText } from '../../design-system/components/VerseText/VerseText';
import { requireFirstOfData } from '../../api/envelope';
import { useResource } from '../../api/useResource';
import { loadVerses } from '../../api/verses';
import { surahOf, surahs, verseRangeFault } from '../../domain/surahs';
import { type ListEditorEvent, type ListSaveOutcome, RECITATIONS_MAX, type RecitationDraft, recitationNumbers, recitationsEditorMachine } from '../../machines/operator/contentList.machine';
import { type Schemas, decisionOutcome } from '../api';
import { useConsoleResourceLabels, useConsoleT } from '../useConsoleT';
import type { ContentEditorProps } from './contentEditor';
import { InBothLanguages, ListEditorView, type ListEditorSnapshot } from './ListEditor';
import * as styles from '../console.css';

export const toRecitationDraft = (r: Schemas['OperatorRecitation']): RecitationDraft => ({
  id: r.id,
  surah: String(r.surah_number),
  fromAyah: String(r.from_ayah),
  toAyah: String(r.to_ayah),
  titleAr: r.title.ar,
  titleEn: r.title.en,
});

export function RecitationsEditor({ client, competition, onSaved }: ContentEditorProps) {
  const labels = useConsoleResourceLabels();
  const [list, retry] = useResource(
    useCallback(
      async () => requireFirstOfData((await client.GET('/operator/competitions/{competitionId}/recitations', { params: { path: { competitionId: competition.id } } })).data),
      [client, competition.id],
    ),
  );
  return (
    <ResourceView resource={list} onRetry={retry} labels={labels}>
      {(rows) => <RecitationsForm client={client} competition={competition} rows={rows} onSaved={onSaved} />}
    </ResourceView>
  );
}

function RecitationsForm({ client, competition, rows, onSaved }: ContentEditorProps & { rows: Schemas['OperatorRecitation'][] }) {
  const machine = recitationsEditorMachine.provide({
    actors: {
      saveList: fromPromise(async ({ input }): Promise<ListSaveOutcome<RecitationDraft>> => {
        let saved: RecitationDraft[] = [];
        const body = {
          recitations: input.items.map((item) => {
            const { surah, from, to } = recitationNumbers(item);
            return { ...(item.id === undefined ? {} : { id: item.id }), surah_number: surah, from_ayah: from, to_ayah: to, title: { ar: item.titleAr, en: item.titleEn } };
          }),
        };
        const outcome = await decisionOutcome(client.PUT('/operator/competitions/{competitionId}/recitations', { params: { path: { competitionId: competition.id } }, body }), (answer) => {
          saved = requireFirstOfData(answer).map(toRecitationDraft);
          onSaved?.();
        });
        return outcome.kind === 'saved' ? { kind: 'saved', items: saved } : outcome;
      }),
    },
  });
  const [state, send] = useMachine(machine, { input: { items: rows.map(toRecitationDraft) } });
  return <RecitationsView state={state} send={send} locked={competition.locked} />;
}

/** The recitations' form in a machine state (the stories start it in each). */
export function RecitationsView({ state, send, locked }: { state: ListEditorSnapshot<RecitationDraft>; send: (event: ListEditorEvent<RecitationDraft>) => void; locked: boolean }) {
  const { t, language } = useConsoleT();
  const change = (index: number, patch: Partial<RecitationDraft>) => send({ type: 'item.change', index, patch });
  // The 114 surahs named in the console's language, found by either name or by number (issue 29: no more typing a number).
  const surahOptions = useMemo<ComboBoxOption[]>(
    () =>
      surahs.map((s) => ({
        id: String(s.number),
        label: t('content.recitations.surahOption', { number: s.number, name: s.name[language] }),
        keywords: `${s.number} ${s.name[language === 'ar' ? 'en' : 'ar']}`,
        detail: t('content.recitations.surahVerses', { verses: s.verses }),
      })),
    [t, language],
  );
  return (
    <section aria-labelledby="recitations-title" className={styles.form}>
      <h3 id="recitations-title" className={styles.subheading}>
        {t('content.tabs.recitations')}
      </h3>
      <p className={styles.muted}>{t('content.recitations.intro')}</p>
      <ListEditorView
        label={t('content.tabs.recitations')}
        state={state}
        send={send}
        locked={locked}
        max={RECITATIONS_MAX}
        texts={{ item: (number) => t('content.recitations.item', { number }), add: t('content.recitations.add'), full: t('content.recitations.full'), empty: t('content.recitations.empty') }}
        renderItem={(item, index, fault) => {
          const { surah, from, to } = recitationNumbers(item);
          const chosen = surahOf(surah);
          const message = (field: 'surah' | 'fromAyah' | 'toAyah') => (fault(field) ? t(`content.recitations.fault.${field}`) : undefined);
          return (
            <>
              <Columns space="sm" collapseBelow="sm">
                <Column>
                  <ComboBox
                    label={t('content.recitations.surah')}
                    options={surahOptions}
                    value={chosen ? String(chosen.number) : null}
                    isReadOnly={locked}
                    onChange={(id) => change(index, { surah: id ?? '' })}
                    placeholder={t('content.recitations.surahPlaceholder')}
                    openLabel={t('content.recitations.surahOpen')}
                    emptyMessage={t('content.recitations.surahNone')}
                    errorMessage={message('surah')}
                    {...(chosen ? { description: t('content.recitations.surahIs', { name: chosen.name[language], verses: chosen.verses }) } : {})}
                  />
                </Column>
                <Column>
                  <TextField label={t('content.recitations.fromAyah')} inputMode="numeric" value={item.fromAyah} isReadOnly={locked} onChange={(value) => change(index, { fromAyah: value })} errorMessage={message('fromAyah')} />
                </Column>
                <Column>
                  <TextField label={t('content.recitations.toAyah')} inputMode="numeric" value={item.toAyah} isReadOnly={locked} onChange={(value) => change(index, { toAyah: value })} errorMessage={message('toAyah')} />
                </Column>
              </Columns>
              <InBothLanguages>
                {(lang) => (
                  <TextField
                    label={t(lang === 'ar' ? 'content.list.inArabic' : 'content.list.inEnglish', { field: t('content.recitations.title') })}
                    valueLanguage={lang}
                    value={lang === 'ar' ? item.titleAr : item.titleEn}
                    isReadOnly={locked}
                    onChange={(value) => change(index, lang === 'ar' ? { titleAr: value } : { titleEn: value })}
                  />
                )}
              </InBothLanguages>
              {verseRangeFault(surah, from, to) === null ? <VersesPreview key={`${surah}:${from}:${to}`} surah={surah} from={from} to={to} /> : null}
            </>
          );
        }}
      />
    </section>
  );
}

/** The verses as contestants will see them, drawn by the same component as the recording pages. */
export function VersesPreview({ surah, from, to }: { surah: number; from: number; to: number }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels({ loading: t('content.recitations.versesLoading'), failed: t('content.recitations.versesFailed') });
  const [verses, retry] = useResource(useCallback(() => loadVerses(surah, from, to), [surah, from, to]));
  return (
    <section aria-label={t('content.recitations.preview')} className={styles.form}>
      <p className={styles.muted}>{t('content.recitations.preview')}</p>
      <ResourceView resource={verses} onRetry={retry} labels={labels}>
        {(list) => <VerseText verses={list} label={t('content.recitations.versesLabel')} source={t('content.recitations.versesSource')} />}
      </ResourceView>
    </section>
  );
}
