// The console's contestants (issue 30, points 1 and 6): one list across every track, searched and filtered by the
// server's ContestantFilter and paged there (the `contestantList` machine), bulk actions on the filtered selection
// (CSV exports through the `csvExport` machine; "message" handed to whoever gives `onMessage`, the broadcasts), and a
// contestant's page: the profile and one timeline across tracks, each event a sentence, recordings playable here.
import { useMachine } from '@xstate/react';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { listOfData, requireFirstOfData } from '../api/envelope';
import { useResource } from '../api/useResource';
import { Button, ComboBox, Inline, RadioGroup, ResourceView, Stack, TextField } from '../design-system';
import { Form } from '../design-system/components/Form/Form';
import { arabicIndicDigits } from '../domain/digits';
import { countryLabel } from '../domain/countries';
import { formatCalendarDate } from '../domain/format';
import type { Language } from '../domain/language';
import {
  type ContestantListEvent,
  type ContestantListFilter,
  type ContestantListTrack,
  contestantListMachine,
  contestantPageCount,
  contestantTrackStatuses,
  type CsvExportEvent,
  type CsvExportKind,
  type csvExportMachine,
  emptyContestantFilter,
} from '../machines/operator/contestants.machine';
import type { operations } from '../contract/schema';
import { AudioClip } from './AudioClip';
import { type ConsoleClient, downloadCsv, type Schemas } from './api';
import { CsvExportStatus, useCsvExport } from './CsvExport';
import * as styles from './console.css';
import { timelineSentence } from './contestantTimeline';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';

type Summary = Schemas['ContestantSummary'];
type Detail = Schemas['ContestantDetail'];
export type CompetitionChoice = { id: number; title: string };

const TRACKS: readonly ContestantListTrack[] = ['first', 'second', 'third', 'fourth', 'fifth'];
const PER_PAGE = 50;

/** The filter as the server's query parameters name it (the list's and the exports'). */
type FilterParams = NonNullable<operations['getOperatorContestants']['parameters']['query']>;

export function filterQuery(filter: ContestantListFilter): Omit<FilterParams, 'page' | 'per_page'> {
  return {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.competitionId !== null ? { competition_id: filter.competitionId } : {}),
    ...(filter.track ? { track: filter.track } : {}),
    ...(filter.track && filter.status ? { status: filter.status as FilterParams['status'] } : {}),
    ...(filter.winners ? { winners: true } : {}),
  };
}

export type ContestantsPanelProps = {
  client: ConsoleClient;
  /** "Message them": the broadcasts' composer, given the filter; without it the button explains where broadcasts are sent. */
  onMessage?: ((filter: ContestantListFilter, competitionTitle?: string) => void) | undefined;
  /** Actions on one contestant, drawn in the header of their page (anonymising, at the merge). */
  contestantActions?: (contestant: Detail) => ReactNode;
};

export function ContestantsPanel({ client, onMessage, contestantActions }: ContestantsPanelProps) {
  const { language } = useConsoleT();
  const [openId, setOpenId] = useState<number | null>(null);
  const [competitions, setCompetitions] = useState<readonly CompetitionChoice[]>([]);
  const list = useMemo(
    () =>
      contestantListMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            const { data } = await client.GET('/operator/contestants', { params: { query: { ...filterQuery(input.filter), page: input.page, per_page: input.perPage } } });
            if (!data) throw new Error('the server refused the request');
            setCompetitions(data.competitions);
            return { items: listOfData(data), total: data.meta.total };
          }),
        },
      }),
    [client],
  );
  const [listState, sendList] = useMachine(list, { input: { perPage: PER_PAGE } });
  const filter = listState.context.filter;
  const [exportState, sendExport] = useCsvExport(
    useCallback(
      (input: { kind: CsvExportKind; filter: ContestantListFilter | null }) => downloadCsv(`/operator/contestants/export/${input.kind}`, filterQuery(input.filter ?? emptyContestantFilter), language),
      [language],
    ),
  );
  if (openId !== null) return <ContestantPage client={client} id={openId} onBack={() => setOpenId(null)} actions={contestantActions} />;
  return (
    <ContestantListView
      state={listState}
      send={sendList}
      competitions={competitions}
      exportState={exportState}
      sendExport={sendExport}
      onOpen={setOpenId}
      onMessage={onMessage ? () => onMessage(filter, competitions.find((c) => c.id === filter.competitionId)?.title) : undefined}
    />
  );
}

/** The list in a state of its machine, with the export in a state of its own (the stories draw each). */
export function ContestantListView({
  state,
  send,
  competitions,
  exportState,
  sendExport,
  onOpen,
  onMessage,
}: {
  state: SnapshotFrom<typeof contestantListMachine>;
  send: (event: ContestantListEvent) => void;
  competitions: readonly CompetitionChoice[];
  exportState: SnapshotFrom<typeof csvExportMachine>;
  sendExport: (event: CsvExportEvent) => void;
  onOpen: (id: number) => void;
  onMessage: (() => void) | undefined;
}) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const { filter, page, perPage, total } = state.context;
  const items = state.context.items as readonly Summary[];
  const pages = contestantPageCount(total, perPage);
  const status = state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : state.matches('empty') ? 'empty' : 'loaded';
  const change = (next: Partial<ContestantListFilter>) => send({ type: 'list.filter', filter: { ...filter, ...next } });
  return (
    <section className={styles.panel} aria-labelledby="contestants-title">
      <h2 id="contestants-title" className={styles.heading}>
        {t('contestants.title')}
      </h2>
      <p className={styles.muted}>{t('contestants.intro')}</p>
      <FilterForm filter={filter} competitions={competitions} onChange={change} />
      <BulkActions filter={filter} total={status === 'loaded' ? total : 0} exportState={exportState} sendExport={sendExport} onMessage={onMessage} />
      <ResourceView status={status} onRetry={() => send({ type: 'list.retry' })} labels={labels} empty={{ title: t('contestants.empty') }}>
        <Stack space="md">
          <p className={styles.muted} aria-live="polite">
            {t('contestants.count', { total })}
          </p>
          <ul className={styles.list}>
            {items.map((c) => (
              <ContestantItem key={c.id} contestant={c} onOpen={() => onOpen(c.id)} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('contestants.pages')}>
              <Inline space="sm" alignY="center">
                <Button variant="secondary" isDisabled={page <= 1} onPress={() => send({ type: 'list.page', page: page - 1 })}>
                  {t('contestants.previous')}
                </Button>
                <p className={styles.muted}>{t('contestants.page', { page, pages })}</p>
                <Button variant="secondary" isDisabled={page >= pages} onPress={() => send({ type: 'list.page', page: page + 1 })}>
                  {t('contestants.next')}
                </Button>
              </Inline>
            </nav>
          ) : null}
        </Stack>
      </ResourceView>
    </section>
  );
}

function FilterForm({ filter, competitions, onChange }: { filter: ContestantListFilter; competitions: readonly CompetitionChoice[]; onChange: (next: Partial<ContestantListFilter>) => void }) {
  const { t } = useConsoleT();
  const [q, setQ] = useState(filter.q);
  const titleId = useId();
  return (
    <Form onSubmit={() => onChange({ q })} className={styles.form} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subheading}>
        {t('contestants.filters')}
      </h3>
      <Inline space="sm" alignY="end">
        {/* No longer than the contract's `q` (200): a longer search was refused and the list said only that it failed. */}
        <TextField label={t('contestants.search')} description={t('contestants.searchHelp')} name="q" type="search" value={q} onChange={setQ} maxLength={200} />
        <Button type="submit">{t('contestants.apply')}</Button>
        <Button
          variant="secondary"
          onPress={() => {
            setQ('');
            onChange(emptyContestantFilter);
          }}
        >
          {t('contestants.clear')}
        </Button>
      </Inline>
      <ComboBox
        label={t('contestants.competition')}
        options={[{ id: 'all', label: t('contestants.allCompetitions') }, ...competitions.map((c) => ({ id: String(c.id), label: c.title }))]}
        value={filter.competitionId === null ? 'all' : String(filter.competitionId)}
        onChange={(id) => onChange({ competitionId: id === null || id === 'all' ? null : Number(id) })}
        emptyMessage={t('contestants.noCompetition')}
        openLabel={t('contestants.openCompetitions')}
      />
      <RadioGroup<'any' | ContestantListTrack>
        label={t('contestants.track')}
        options={[{ value: 'any', label: t('contestants.anyTrack') }, ...TRACKS.map((value) => ({ value, label: t(`contestants.trackName.${value}`) }))]}
        value={filter.track ?? 'any'}
        onChange={(value) => onChange({ track: value === 'any' ? null : value, status: null })}
      />
      {filter.track ? (
        <RadioGroup<string>
          label={t('contestants.status')}
          options={[{ value: 'any', label: t('contestants.any') }, ...contestantTrackStatuses[filter.track].map((value) => ({ value, label: t(`contestants.statusName.${value}`) }))]}
          value={filter.status ?? 'any'}
          onChange={(value) => onChange({ status: value === 'any' ? null : value })}
        />
      ) : null}
      <RadioGroup<'everyone' | 'winners'>
        label={t('contestants.winners')}
        options={[
          { value: 'everyone', label: t('contestants.everyone') },
          { value: 'winners', label: t('contestants.winnersOnly') },
        ]}
        value={filter.winners ? 'winners' : 'everyone'}
        onChange={(value) => onChange({ winners: value === 'winners' })}
      />
    </Form>
  );
}

/** Export and message the filtered selection; the export's progress and outcome said in words. */
function BulkActions({
  filter,
  total,
  exportState,
  sendExport,
  onMessage,
}: {
  filter: ContestantListFilter;
  total: number;
  exportState: SnapshotFrom<typeof csvExportMachine>;
  sendExport: (event: CsvExportEvent) => void;
  onMessage: (() => void) | undefined;
}) {
  const { t } = useConsoleT();
  const [explaining, setExplaining] = useState(false);
  const exporting = exportState.matches('exporting');
  const kinds: CsvExportKind[] = ['contestants', ...(filter.track ? (['entries'] as const) : []), 'results', 'winners'];
  return (
    <Stack space="sm">
      <h3 className={styles.subheading}>{t('contestants.bulk')}</h3>
      <Inline space="sm">
        {kinds.map((kind) => (
          <Button key={kind} variant="secondary" isDisabled={exporting} onPress={() => sendExport({ type: 'export.start', kind, filter })}>
            {t(`contestants.export.${kind}`)}
          </Button>
        ))}
        <Button variant="secondary" isDisabled={total === 0} onPress={() => (onMessage ? onMessage() : setExplaining(true))}>
          {t('contestants.message')}
        </Button>
      </Inline>
      <CsvExportStatus state={exportState} send={sendExport} />
      {explaining ? (
        <Stack space="xs" role="status">
          <p className={styles.sentence}>
            <strong>{t('contestants.messageTitle')}</strong> {t('contestants.messageBody')}
          </p>
          <Inline space="sm">
            <Button variant="secondary" size="sm" onPress={() => setExplaining(false)}>
              {t('contestants.messageClose')}
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A number people read (a phone, an ID number) in the console's digits. */
const inDigitsOf = (language: Language, value: string): string => (language === 'ar' ? arabicIndicDigits(value) : value);

function ContestantItem({ contestant, onOpen }: { contestant: Summary; onOpen: () => void }) {
  const { t, when, language } = useConsoleT();
  return (
    <li className={styles.item}>
      <Inline space="sm" alignY="center" align="spaceBetween">
        <Stack space="xxs">
          <p className={styles.sentence}>
            <strong dir="auto">{contestant.name}</strong> {contestant.is_winner ? <span className={styles.badge}>{t('contestants.winner')}</span> : null}
          </p>
          <p className={styles.muted}>
            <span dir="ltr">{contestant.email}</span>
            {contestant.phone ? (
              <>
                {' · '}
                <span dir="ltr">{inDigitsOf(language, contestant.phone)}</span>
              </>
            ) : null}
            {' · '}
            {t('contestants.registered', { when: when(contestant.registered_at) })}
          </p>
          <Inline space="xs">
            {contestant.tracks.length === 0 ? <span className={styles.muted}>{t('contestants.noTracks')}</span> : null}
            {contestant.tracks.map((s) => (
              <span key={s.track} className={styles.badge}>
                {t(`contestants.trackName.${s.track}`)}: {t(`contestants.statusName.${s.status}`)}
              </span>
            ))}
          </Inline>
        </Stack>
        <Button variant="secondary" size="sm" onPress={onOpen} aria-label={t('contestants.open', { name: contestant.name })}>
          {t('contestants.open', { name: '' }).trim()}
        </Button>
      </Inline>
    </li>
  );
}

/** A contestant's page: loaded once (useResource), then the profile and the timeline. */
export function ContestantPage({ client, id, onBack, actions }: { client: ConsoleClient; id: number; onBack: () => void; actions?: ((contestant: Detail) => ReactNode) | undefined }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [detail, retry] = useResource(
    useCallback(async () => {
      const { data } = await client.GET('/operator/contestants/{contestantId}', { params: { path: { contestantId: id } } });
      if (!data) throw new Error('the server refused the request');
      return requireFirstOfData(data);
    }, [client, id]),
  );
  return (
    <section className={styles.panel} aria-labelledby="contestant-title">
      <Inline space="sm">
        <Button variant="secondary" size="sm" onPress={onBack}>
          {t('contestants.back')}
        </Button>
      </Inline>
      <ResourceView resource={detail} onRetry={retry} labels={labels}>
        {(contestant) => <ContestantView contestant={contestant} actions={actions?.(contestant)} />}
      </ResourceView>
    </section>
  );
}

/** The profile and the timeline of a loaded contestant (the stories draw it as it is). */
export function ContestantView({ contestant, actions }: { contestant: Detail; actions?: ReactNode }) {
  const { t, when, language } = useConsoleT();
  const none = t('contestants.none');
  const or = (value: string | null) => value ?? none;
  return (
    <Stack space="lg">
      <header>
        <Stack space="sm">
          <h2 id="contestant-title" className={styles.heading}>
            <bdi>{contestant.name}</bdi>
          </h2>
          {/* Actions on the contestant (anonymising, from the privacy work) are drawn here. */}
          <div role="group" aria-label={t('contestants.actions')} data-contestant-actions="">
            {actions}
          </div>
        </Stack>
      </header>
      <Stack space="sm">
        <h3 className={styles.subheading}>{t('contestants.profile')}</h3>
        <dl className={styles.facts}>
          <dt>{t('contestants.field.email')}</dt>
          <dd>
            <bdi dir="ltr">{contestant.email}</bdi>
          </dd>
          <dt>{t('contestants.field.phone')}</dt>
          <dd>{contestant.phone ? <bdi dir="ltr">{inDigitsOf(language, contestant.phone)}</bdi> : none}</dd>
          <dt>{t('contestants.field.gender')}</dt>
          <dd>{contestant.gender ? t(`contestants.gender.${contestant.gender}`) : none}</dd>
          <dt>{t('contestants.field.country')}</dt>
          <dd>{contestant.country ? countryLabel(language, contestant.country) : none}</dd>
          <dt>{t('contestants.field.nationality')}</dt>
          <dd>{contestant.nationality ? countryLabel(language, contestant.nationality) : none}</dd>
          <dt>{t('contestants.field.birthDate')}</dt>
          <dd>{contestant.birth_date && /^\d{4}-\d{2}-\d{2}$/.test(contestant.birth_date) ? formatCalendarDate(language, contestant.birth_date) : or(contestant.birth_date)}</dd>
          <dt>{t('contestants.field.idType')}</dt>
          <dd>{contestant.national_id_type ? t(`contestants.idType.${contestant.national_id_type}`) : none}</dd>
          <dt>{t('contestants.field.idNumber')}</dt>
          <dd>
            <span dir="ltr">{contestant.id_number ? inDigitsOf(language, contestant.id_number) : none}</span> {contestant.id_number_masked ? t('contestants.masked') : null}
          </dd>
          <dt>{t('contestants.field.idName')}</dt>
          <dd>{contestant.id_name ? <bdi>{contestant.id_name}</bdi> : none}</dd>
          <dt>{t('contestants.field.language')}</dt>
          <dd>{t(`contestants.language.${contestant.language}`)}</dd>
          <dt>{t('contestants.field.verified')}</dt>
          <dd>{contestant.email_verified ? t('contestants.yes') : t('contestants.no')}</dd>
          <dt>{t('contestants.field.registered')}</dt>
          <dd>{when(contestant.registered_at)}</dd>
        </dl>
      </Stack>
      <Stack space="sm">
        <h3 className={styles.subheading}>{t('contestants.timeline')}</h3>
        {contestant.timeline.length === 0 ? <p className={styles.muted}>{t('contestants.timelineEmpty')}</p> : null}
        <ol className={styles.list}>
          {contestant.timeline.map((event, i) => (
            <TimelineItem key={`${event.kind}-${event.at}-${i}`} event={event} />
          ))}
        </ol>
      </Stack>
    </Stack>
  );
}

function TimelineItem({ event }: { event: Schemas['ContestantTimelineEvent'] }) {
  const { t, when } = useConsoleT();
  const [playing, setPlaying] = useState(false);
  const { sentence, reason } = timelineSentence(event, t, when);
  return (
    <li className={styles.item}>
      <p className={styles.muted}>
        <time>{when(event.at)}</time>
      </p>
      <p className={styles.sentence}>{sentence}</p>
      {reason ? <p className={styles.sentence}>{reason}</p> : null}
      {event.audio_url ? (
        playing ? (
          <AudioClip url={event.audio_url} label={sentence} />
        ) : (
          <Inline space="sm">
            <Button variant="secondary" size="sm" onPress={() => setPlaying(true)}>
              {t('contestants.play')}
            </Button>
          </Inline>
        )
      ) : null}
    </li>
  );
}
