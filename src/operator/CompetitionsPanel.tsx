import { useMachine } from '@xstate/react';
import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { type ReactNode, useCallback, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../api/envelope';
import { useResource } from '../api/useResource';
import { Button, Column, Columns, DatePicker, ResourceView, Spinner, TextField } from '../design-system';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { DeleteDraft } from './DeleteDraft';
import { formatDate } from '../domain/format';
import { intlLocaleOf, type Language } from '../domain/language';
import { meccaDayInCalendars, parseMeccaDateTime } from '../domain/meccaTime';
import { type CompetitionCycleEvent, competitionCycleMachine, type CompetitionState, competitionStates, nextCycleStep, type ReadinessFinding } from '../machines/operator/competitionCycle.machine';
import type { FormField, SubmitFormEvent } from '../machines';
import { operatorCompetitionFormMachine } from '../machines/operator/competitionForm';
import { type ConsoleClient, decisionOutcome, formOutcome, type Schemas } from './api';
import { TitledForm, useFieldMessage } from './formText';
import { isState } from './SetupPage';
import { CompetitionContent } from './content/CompetitionContent';
import * as own from './CompetitionsPanel.css';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { SaveStatus, saveStatusOf } from './SaveStatus';

type Competition = Schemas['OperatorCompetition'];

/** A contract date-time as the console shows the cycle's dates: Hijri beside Gregorian, the time, in Mecca time. */
export function cycleDate(language: Language, value: string, meccaTime: string): string {
  const epoch = parseMeccaDateTime(value);
  if (epoch === null) return value;
  const { hijri, gregorian } = meccaDayInCalendars(intlLocaleOf(language), value.slice(0, 10));
  const comma = language === 'ar' ? '،' : ',';
  return `${hijri} — ${gregorian}${comma} ${formatDate(language, epoch, { hour: 'numeric', minute: '2-digit' })} ${meccaTime}`;
}

export function CompetitionsPanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [competitions, retry, replace] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/competitions')).data), [client]));
  const [copying, setCopying] = useState<Competition | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="competitions-title">
      <h2 id="competitions-title" className={styles.heading}>
        {t('competitions.title')}
      </h2>
      <p className={styles.muted}>{t('competitions.intro')}</p>
      <ResourceView resource={competitions} onRetry={retry} labels={labels}>
        {(list) => (
          <>
            <CompetitionForm
              key={copying?.id ?? 'new'}
              client={client}
              source={copying}
              onCancelCopy={() => setCopying(null)}
              onCreated={(created) => {
                setCopying(null);
                replace([created, ...list]);
              }}
            />
            {list.length === 0 ? <p>{t('competitions.empty')}</p> : null}
            <ul className={styles.list}>
              {list.map((c) => (
                <CompetitionItem
                  key={c.id}
                  client={client}
                  competition={c}
                  onCopy={() => setCopying(c)}
                  onChanged={(updated) => replace(list.map((x) => (x.id === updated.id ? updated : x)))}
                  onDeleted={() => replace(list.filter((x) => x.id !== c.id))}
                />
              ))}
            </ul>
          </>
        )}
      </ResourceView>
    </section>
  );
}

function CompetitionItem({
  client,
  competition,
  onCopy,
  onChanged,
  onDeleted,
}: {
  client: ConsoleClient;
  competition: Competition;
  onCopy: () => void;
  onChanged: (c: Competition) => void;
  onDeleted: () => void;
}) {
  const machine = competitionCycleMachine.provide({
    actors: {
      checkReadiness: fromPromise(async () =>
        requireFirstOfData((await client.GET('/operator/competitions/{competitionId}/readiness', { params: { path: { competitionId: competition.id } } })).data) as ReadinessFinding[],
      ),
      takeStep: fromPromise(async ({ input: { step } }) => {
        let state: CompetitionState | undefined;
        const outcome = await decisionOutcome(client.POST('/operator/competitions/{competitionId}/steps/{cycleStep}', { params: { path: { competitionId: competition.id, cycleStep: step } } }), (answer) => {
          const updated = requireFirstOfData(answer);
          state = updated.state;
          onChanged(updated);
        });
        return { ...outcome, ...(state ? { state } : {}) };
      }),
    },
  });
  const [state, send] = useMachine(machine, { input: { state: competition.state } });
  return (
    <CompetitionView competition={competition} state={state} send={send} onCopy={onCopy}>
      <DeleteDraft client={client} competition={competition} onDeleted={onDeleted} />
      <CompetitionContent
        client={client}
        competition={competition}
        onQuestionCount={(count) => {
          onChanged({ ...competition, question_count: count });
          send({ type: 'readiness.check' });
        }}
        onSaved={() => send({ type: 'readiness.check' })}
      />
    </CompetitionView>
  );
}

/** One competition in a state of the cycle machine: its state and dates, a draft's readiness as sentences, the next step confirmed first. */
export function CompetitionView({
  competition,
  state,
  send,
  onCopy,
  children,
}: {
  competition: Competition;
  state: SnapshotFrom<typeof competitionCycleMachine>;
  send: (event: CompetitionCycleEvent) => void;
  onCopy: () => void;
  /** The competition's content editors (src/operator/content/). */
  children?: ReactNode;
}) {
  const { t, language } = useConsoleT();
  const title = competition.title[language] || competition.title.ar || competition.title.en;
  const step = nextCycleStep[state.context.state];
  const findings = state.context.findings;
  const when = (value: string) => cycleDate(language, value, t('competitions.meccaTime'));
  const sentence = (f: ReadinessFinding) =>
    t(`competitions.finding.${f.code}`, { track: f.track ? t(`competitions.track.${f.track}`) : '', language: f.language ? t(`competitions.language.${f.language}`) : '' });
  const chosen = state.context.step;
  const canTake = step !== null && (state.context.state !== 'draft' || (findings !== null && findings.length === 0));
  return (
    <li className={styles.item} aria-label={title}>
      <p>
        <strong>{title}</strong> <span className={styles.badge}>{t(`competitions.state.${state.context.state}`)}</span>
      </p>
      {competition.shown_as ? <p className={styles.muted}>{t(`competitions.shownAs.${competition.shown_as}`)}</p> : null}
      <dl className={own.dates}>
        {(['start', 'end', 'results'] as const).map((key) => (
          <div key={key}>
            <dt className={styles.muted}>{t(`competitions.dates.${key}`)}</dt>
            <dd>{when(key === 'start' ? competition.start_date : key === 'end' ? competition.end_date : competition.results_date)}</dd>
          </div>
        ))}
      </dl>
      {competitionStates.map((s) => {
        const at = s === 'draft' ? undefined : competition.state_dates[s];
        return at ? (
          <p key={s} className={styles.muted}>
            {t('competitions.dates.stepTaken', { state: t(`competitions.state.${s}`), when: when(at) })}
          </p>
        ) : null;
      })}
      <p className={styles.muted}>{t('competitions.questions', { count: competition.question_count })}</p>
      {competition.locked ? <p className={styles.muted}>{t('competitions.locked')}</p> : null}
      {state.context.state === 'draft' ? (
        <section aria-label={t('competitions.readiness.title')}>
          <h3 className={styles.subheading}>{t('competitions.readiness.title')}</h3>
          {state.matches('checking') ? <ResourceView status="loading" labels={{ loading: t('competitions.readiness.checking') }} /> : null}
          {state.matches({ offered: 'checkFailed' }) ? (
            <p role="alert" className={styles.error}>
              {t('competitions.readiness.failed')}
            </p>
          ) : null}
          {findings && findings.length === 0 ? <p className={styles.success}>{t('competitions.readiness.ready')}</p> : null}
          {findings && findings.length > 0 ? (
            <>
              <p>{t('competitions.readiness.missing')}</p>
              <ul>
                {findings.map((f) => (
                  <li key={`${f.code}-${f.track}-${f.language}`}>{sentence(f)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {!state.matches('checking') ? (
            <Button variant="secondary" size="sm" onPress={() => send({ type: 'readiness.check' })}>
              {t('competitions.readiness.check')}
            </Button>
          ) : null}
        </section>
      ) : null}
      <div className={styles.row}>
        {step ? (
          <Button isDisabled={!canTake || state.matches('sending')} onPress={() => send({ type: 'step.choose' })}>
            {t(`competitions.steps.${step}`)}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onCopy}>
          {t('competitions.form.copy')}
        </Button>
      </div>
      {state.matches('sending') ? <Spinner label={t('saving')} /> : null}
      {state.matches({ offered: 'done' }) ? (
        <p role="status" className={styles.success}>
          {t('competitions.done')}
        </p>
      ) : null}
      <SaveStatus status={saveStatusOf(state, 'offered')} refusal={state.context.refusal} />
      {children}
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'step.cancel' }))}
        title={chosen ? t('competitions.confirm.title', { step: t(`competitions.steps.${chosen}`), competition: title }) : ''}
        confirmLabel={t('competitions.confirm.yes')}
        cancelLabel={t('competitions.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'step.confirm' })}
      >
        {chosen ? <p>{t(`competitions.confirm.${chosen}`)}</p> : null}
      </ConfirmDialog>
    </li>
  );
}

/** A form value in Mecca time (`YYYY-MM-DD HH:MM`) as the date picker holds it, and back. */
export const pickerValue = (value: string): CalendarDateTime | null => {
  try {
    return value ? parseDateTime(value.replace(' ', 'T')) : null;
  } catch {
    return null;
  }
};
export const meccaValue = (value: CalendarDateTime | null): string => (value ? value.toString().slice(0, 16).replace('T', ' ') : '');

/** A new draft, empty or a copy of `source`'s configuration, on its form machine. */
export function CompetitionForm({
  client,
  source,
  onCancelCopy,
  onCreated,
}: {
  client: ConsoleClient;
  source: Competition | null;
  onCancelCopy: () => void;
  onCreated: (c: Competition) => void;
}) {
  const machine = operatorCompetitionFormMachine.provide({
    actors: {
      submitForm: fromPromise(({ input }) => {
        const body = { title: { ar: input['title.ar'], en: input['title.en'] }, start_date: input.start_date, end_date: input.end_date };
        const call = source
          ? client.POST('/operator/competitions/{competitionId}/copies', { params: { path: { competitionId: source.id } }, body })
          : client.POST('/operator/competitions', { body });
        return formOutcome(call, (answer) => onCreated(requireFirstOfData(answer)));
      }),
    },
  });
  const [state, send] = useMachine(machine);
  return <CompetitionFormView state={state} send={send} source={source} onCancelCopy={onCancelCopy} />;
}

/** The draft form in a state of its machine: titles side by side (Arabic first), the dates with a picker, in Mecca time. */
export function CompetitionFormView({
  state,
  send,
  source,
  onCancelCopy,
}: {
  state: SnapshotFrom<typeof operatorCompetitionFormMachine>;
  send: (event: SubmitFormEvent<'operatorCompetition'>) => void;
  source: Competition | null;
  onCancelCopy: () => void;
}) {
  const { t, language } = useConsoleT();
  const message = useFieldMessage();
  const { values, errors, serverErrors, failure } = state.context;
  const change = (field: FormField<'operatorCompetition'>) => (value: string) => send({ type: 'field.change', field, value });
  const sending = isState(state, 'sending');
  const sourceTitle = source ? source.title[language] || source.title.ar : '';
  const date = (field: 'start_date' | 'end_date', label: string) => (
    <DatePicker<CalendarDateTime>
      label={label}
      granularity="minute"
      hourCycle={24}
      value={pickerValue(values[field])}
      onChange={(value) => change(field)(meccaValue(value))}
      timeZoneLabel={t('competitions.meccaTime')}
      errorMessage={message(field, errors, serverErrors)}
      isRequired
    />
  );
  return (
    <TitledForm title={t('competitions.form.create')} onSubmit={() => send({ type: 'form.submit' })}>
      {source ? (
        <div className={styles.row}>
          <p className={styles.muted}>{t('competitions.form.copyOf', { competition: sourceTitle })}</p>
          <Button variant="secondary" size="sm" onPress={onCancelCopy}>
            {t('competitions.form.cancelCopy')}
          </Button>
        </div>
      ) : null}
      <Columns space="md" collapseBelow="md">
        <Column>
          <TextField label={t('competitions.form.titleAr')} value={values['title.ar']} onChange={change('title.ar')} valueLanguage="ar" errorMessage={message('title.ar', errors, serverErrors)} />
        </Column>
        <Column>
          <TextField label={t('competitions.form.titleEn')} value={values['title.en']} onChange={change('title.en')} valueLanguage="en" errorMessage={message('title.en', errors, serverErrors)} />
        </Column>
      </Columns>
      <Columns space="md" collapseBelow="md">
        <Column>{date('start_date', t('competitions.form.start'))}</Column>
        <Column>{date('end_date', t('competitions.form.end'))}</Column>
      </Columns>
      {isState(state, 'sent') ? (
        <p role="status" className={styles.success}>
          {t('competitions.form.created')}
        </p>
      ) : null}
      {failure && !Object.keys(serverErrors).length ? (
        <p role="alert" className={styles.error} dir="auto">
          {failure.message || t('actionFailed')}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" isPending={sending}>
          {source ? t('competitions.form.submitCopy') : t('competitions.form.submit')}
        </Button>
      </div>
    </TitledForm>
  );
}
