// The first track's question bank (issue 29 point 5): the quiz's settings (questions drawn per attempt, time limit),
// the questions in order (each in Arabic and English side by side, exactly one option correct), and importing a CSV or
// Aiken file checked row by row on the server (questionImport machine). Everything is refused once the competition has
// started; the server's refusal is shown as it wrote it.
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { readEnvelope, refusalMessage, requireFirstOfData } from '../../api/envelope';
import { useResource } from '../../api/useResource';
import { Button, Column, Columns, Form, Inline, RadioGroup, ResourceView, Stack, TextArea, TextField } from '../../design-system';
import { ConfirmDialog } from '../../design-system/components/ConfirmDialog/ConfirmDialog';
import { FileField } from '../../design-system/components/FileField/FileField';
import { formatNumber } from '../../domain/format';
import {
  type ImportCheck,
  type ImportFormat,
  type ImportMode,
  type ImportSave,
  type QuestionImportEvent,
  questionImportMachine,
} from '../../machines/operator/questionImport.machine';
import {
  type QuestionDraft,
  type QuestionFormEvent,
  type QuestionListEvent,
  type QuizSettingsEvent,
  type QuizSettingsSave,
  questionFormMachine,
  questionListMachine,
  quizSettingsFaults,
  quizSettingsMachine,
} from '../../machines/operator/questionBank.machine';
import type { ConsoleOutcome } from '../../machines/operator/consoleOutcome';
import { type ConsoleClient, decisionOutcome, type Schemas } from '../api';
import * as styles from '../console.css';
import * as own from './QuestionsEditor.css';
import { useConsoleResourceLabels, useConsoleT } from '../useConsoleT';
import { SaveStatus, saveStatusOf } from '../SaveStatus';
import type { ContentEditorProps } from './contentEditor';

type Bank = Schemas['OperatorQuestionBank'];
type Question = Schemas['OperatorQuestion'];
const LETTERS = ['A', 'B', 'C', 'D'] as const;

export function QuestionsEditor({ client, competition, onQuestionCount }: ContentEditorProps) {
  const labels = useConsoleResourceLabels();
  const path = { params: { path: { competitionId: competition.id } } };
  const [bank, retry, replace] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/competitions/{competitionId}/questions', path)).data), [client, competition.id])); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ResourceView resource={bank} onRetry={retry} labels={labels}>
      {(loaded) => (
        <QuestionBankView
          client={client}
          competitionId={competition.id}
          bank={loaded}
          onBank={(changed) => {
            replace(changed);
            // The competition's card counts the bank too: it learns the new size here, not at the next reload.
            onQuestionCount?.(changed.questions.length);
          }}
        />
      )}
    </ResourceView>
  );
}

/** The bank as loaded: settings, import, and the questions. */
export function QuestionBankView({ client, competitionId, bank, onBank }: { client: ConsoleClient; competitionId: number; bank: Bank; onBank: (bank: Bank) => void }) {
  const { t } = useConsoleT();
  return (
    <Stack space="lg">
      {bank.locked ? (
        <p role="note" className={styles.muted}>
          {t('questions.locked')}
        </p>
      ) : null}
      <QuizSettings client={client} competitionId={competitionId} bank={bank} onBank={onBank} />
      {bank.locked ? null : <QuestionImport client={client} competitionId={competitionId} onBank={onBank} />}
      <QuestionList client={client} competitionId={competitionId} bank={bank} onBank={onBank} />
    </Stack>
  );
}

/**
 * A callback as the parent last rendered it: a machine's effects are provided once, at mount, and would otherwise call
 * the first one (a saved question merged into the bank as it was when its form opened).
 */
function useLatest<F extends (...args: never[]) => void>(callback: F): (...args: Parameters<F>) => void {
  const ref = useRef(callback);
  useEffect(() => {
    ref.current = callback;
  });
  return useCallback((...args: Parameters<F>) => ref.current(...args), []);
}

function QuizSettings({ client, competitionId, bank, onBank }: { client: ConsoleClient; competitionId: number; bank: Bank; onBank: (bank: Bank) => void }) {
  const { language } = useConsoleT();
  const digits = (n: number) => formatNumber(language, n, { useGrouping: false });
  const handBank = useLatest(onBank);
  const machine = quizSettingsMachine.provide({
    actors: {
      saveQuizSettings: fromPromise<ConsoleOutcome, QuizSettingsSave>(({ input }) =>
        decisionOutcome(client.PATCH('/operator/competitions/{competitionId}/quiz', { params: { path: { competitionId } }, body: input }), (answer) => handBank(requireFirstOfData(answer))),
      ),
    },
  });
  const [state, send] = useMachine(machine, {
    input: { perAttempt: bank.questions_per_attempt === null ? '' : digits(bank.questions_per_attempt), minutes: digits(Math.round(bank.quiz_time_limit_seconds / 60)) },
  });
  return <QuizSettingsView state={state} send={send} bank={bank} />;
}

/** The quiz's settings in one state of their machine: the two numbers, checked as typed, and the last save's line. */
export function QuizSettingsView({ state, send, bank }: { state: SnapshotFrom<typeof quizSettingsMachine>; send: (event: QuizSettingsEvent) => void; bank: Bank }) {
  const { t } = useConsoleT();
  const headingId = useId();
  const { context } = state;
  const faults = quizSettingsFaults(context, bank.questions.length);
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <h4 id={headingId} className={styles.subheading}>
          {t('questions.settings.title')}
        </h4>
        <p className={styles.muted}>{t('questions.settings.intro')}</p>
        <Columns space="md" collapseBelow="md">
          <Column>
            <TextField
              label={t('questions.settings.perAttempt')}
              description={t('questions.settings.perAttemptHint', { n: bank.questions.length })}
              value={context.perAttempt}
              onChange={(value) => send({ type: 'settings.perAttempt', value })}
              inputMode="numeric"
              isDisabled={bank.locked}
              errorMessage={faults.perAttempt ? t('questions.settings.perAttemptRange', { n: bank.questions.length }) : undefined}
            />
          </Column>
          <Column>
            <TextField
              label={t('questions.settings.minutes')}
              value={context.minutes}
              onChange={(value) => send({ type: 'settings.minutes', value })}
              inputMode="numeric"
              isDisabled={bank.locked}
              errorMessage={faults.minutes ? t('questions.settings.minutesRange') : undefined}
            />
          </Column>
        </Columns>
        {bank.locked ? null : (
          <Inline space="sm">
            <Button size="sm" isPending={state.matches('saving')} onPress={() => send({ type: 'settings.save', questionCount: bank.questions.length })}>
              {t('questions.settings.save')}
            </Button>
          </Inline>
        )}
        <SaveStatus status={saveStatusOf(state, 'editing')} saved={t('questions.saved')} refusal={context.refusal} />
      </Stack>
    </section>
  );
}

function QuestionList({ client, competitionId, bank, onBank }: { client: ConsoleClient; competitionId: number; bank: Bank; onBank: (bank: Bank) => void }) {
  const handBank = useLatest(onBank);
  const machine = questionListMachine.provide({
    actors: {
      reorderQuestions: fromPromise<ConsoleOutcome, { question_ids: number[] }>(({ input }) =>
        decisionOutcome(client.PUT('/operator/competitions/{competitionId}/question-order', { params: { path: { competitionId } }, body: input }), (answer) => handBank(requireFirstOfData(answer))),
      ),
      deleteQuestion: fromPromise<ConsoleOutcome, { questionId: number }>(({ input }) =>
        decisionOutcome(client.DELETE('/operator/competitions/{competitionId}/questions/{questionId}', { params: { path: { competitionId, questionId: input.questionId } } }), (answer) =>
          handBank(requireFirstOfData(answer)),
        ),
      ),
    },
  });
  const [state, send] = useMachine(machine);
  return <QuestionListView state={state} send={send} client={client} competitionId={competitionId} bank={bank} onBank={onBank} />;
}

/** The questions in one state of the list's machine: each with its buttons or its open form, the delete's confirmation. */
export function QuestionListView({
  state,
  send,
  client,
  competitionId,
  bank,
  onBank,
}: {
  state: SnapshotFrom<typeof questionListMachine>;
  send: (event: QuestionListEvent) => void;
  client: ConsoleClient;
  competitionId: number;
  bank: Bank;
  onBank: (bank: Bank) => void;
}) {
  const { t, language } = useConsoleT();
  const headingId = useId();
  const { context } = state;
  const ids = bank.questions.map((q) => q.id);
  const saved = (question: Question) => {
    const exists = bank.questions.some((q) => q.id === question.id);
    onBank({ ...bank, questions: exists ? bank.questions.map((q) => (q.id === question.id ? question : q)) : [...bank.questions, question] });
    send({ type: 'question.close' });
  };
  const close = () => send({ type: 'question.close' });
  const n = (value: number) => formatNumber(language, value, { useGrouping: false });
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <h4 id={headingId} className={styles.subheading}>
          {t('questions.list.title', { n: n(bank.questions.length) })}
        </h4>
        {bank.questions.length === 0 ? <p className={styles.muted}>{t('questions.list.empty')}</p> : null}
        <SaveStatus status={saveStatusOf(state, 'ready')} refusal={context.refusal} />
        <ol className={styles.list}>
          {bank.questions.map((q, index) => (
            <li key={q.id} className={styles.item} aria-label={t('questions.list.item', { n: n(index + 1) })}>
              {context.editing === q.id ? (
                <QuestionForm client={client} competitionId={competitionId} question={q} onSaved={saved} onCancel={close} />
              ) : (
                <Stack space="sm">
                  <QuestionText question={q} number={index + 1} />
                  {bank.locked ? null : (
                    <Inline space="sm">
                      <Button size="sm" variant="secondary" onPress={() => send({ type: 'question.edit', id: q.id })}>
                        {t('questions.list.edit')}
                      </Button>
                      <Button size="sm" variant="secondary" isDisabled={index === 0} onPress={() => send({ type: 'question.move', ids, index, by: -1 })}>
                        {t('questions.list.up')}
                      </Button>
                      <Button size="sm" variant="secondary" isDisabled={index === bank.questions.length - 1} onPress={() => send({ type: 'question.move', ids, index, by: 1 })}>
                        {t('questions.list.down')}
                      </Button>
                      <Button size="sm" variant="secondary" onPress={() => send({ type: 'question.delete', question: { id: q.id, text: q.text } })}>
                        {t('questions.list.delete')}
                      </Button>
                    </Inline>
                  )}
                </Stack>
              )}
            </li>
          ))}
        </ol>
        {bank.locked ? null : context.editing === 'new' ? (
          <QuestionForm client={client} competitionId={competitionId} question={null} onSaved={saved} onCancel={close} />
        ) : (
          <Inline space="sm">
            <Button onPress={() => send({ type: 'question.add' })}>{t('questions.list.add')}</Button>
          </Inline>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'delete.cancel' }))}
        title={t('questions.delete.title')}
        confirmLabel={t('questions.delete.yes')}
        cancelLabel={t('competitions.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'delete.confirm' })}
      >
        {context.deleting ? (
          <p dir="rtl" lang="ar">
            {context.deleting.text.ar}
          </p>
        ) : null}
        <p>{t('questions.delete.body')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** A question in both languages side by side: Arabic first (right to left), English (left to right); the right option marked. */
export function QuestionText({ question, number }: { question: Pick<Question, 'text' | 'options' | 'correct_index'>; number: number }) {
  const { t } = useConsoleT();
  const side = (lang: 'ar' | 'en') => (
    <Column>
      <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <Stack space="xs">
          <p className={styles.sentence}>
            <strong>
              {formatNumber(lang, number, { useGrouping: false })}. {question.text[lang] || t('questions.missing')}
            </strong>
          </p>
          <ol className={styles.changes} type="A">
            {question.options.map((o, i) => (
              <li key={i}>
                {o[lang] || t('questions.missing')}
                {i === question.correct_index ? ` ✓ ${t('questions.correctMark')}` : ''}
              </li>
            ))}
          </ol>
        </Stack>
      </div>
    </Column>
  );
  return (
    <Columns space="md" collapseBelow="md">
      {side('ar')}
      {side('en')}
    </Columns>
  );
}

/** Add or change one question: the Arabic column (required) beside the English one; the right option chosen once. */
function QuestionForm({ client, competitionId, question, onSaved, onCancel }: { client: ConsoleClient; competitionId: number; question: Question | null; onSaved: (q: Question) => void; onCancel: () => void }) {
  const handSaved = useLatest(onSaved);
  const machine = questionFormMachine.provide({
    actors: {
      saveQuestion: fromPromise<ConsoleOutcome, QuestionDraft>(({ input }) =>
        decisionOutcome(
          question
            ? client.PATCH('/operator/competitions/{competitionId}/questions/{questionId}', { params: { path: { competitionId, questionId: question.id } }, body: input })
            : client.POST('/operator/competitions/{competitionId}/questions', { params: { path: { competitionId } }, body: input }),
          (answer) => handSaved(requireFirstOfData(answer)),
        ),
      ),
    },
  });
  const [state, send] = useMachine(machine, { input: { draft: question ? { text: question.text, options: question.options, correct_index: question.correct_index } : undefined } });
  return <QuestionFormView state={state} send={send} editing={question !== null} onCancel={onCancel} />;
}

/** One question's form in one state of its machine; `editing`: an existing question (else a new one). */
export function QuestionFormView({ state, send, editing, onCancel }: { state: SnapshotFrom<typeof questionFormMachine>; send: (event: QuestionFormEvent) => void; editing: boolean; onCancel: () => void }) {
  const { t } = useConsoleT();
  const { draft, checked, refusal } = state.context;
  const required = (v: string) => (checked && v.trim() === '' ? t('questions.form.arabicRequired') : undefined);
  const title = editing ? t('questions.form.editTitle') : t('questions.form.addTitle');
  // Each column's values are in its language; their labels stay in the console's.
  const column = (lang: 'ar' | 'en') => (
    <Column>
      <Stack space="sm">
        <TextArea
          rows={2}
          label={t(`questions.form.question.${lang}`)}
          value={draft.text[lang]}
          onChange={(value) => send({ type: 'form.text', language: lang, value })}
          valueLanguage={lang}
          errorMessage={lang === 'ar' ? required(draft.text.ar) : undefined}
        />
        {LETTERS.map((letter, i) => (
          <TextField
            key={letter}
            label={t(`questions.form.option.${lang}`, { letter })}
            value={draft.options[i]![lang]}
            onChange={(value) => send({ type: 'form.option', index: i, language: lang, value })}
            valueLanguage={lang}
            errorMessage={lang === 'ar' ? required(draft.options[i]!.ar) : undefined}
          />
        ))}
      </Stack>
    </Column>
  );
  return (
    <Form className={styles.form} aria-label={title} onSubmit={() => send({ type: 'form.submit' })}>
      <h5 className={styles.subheading}>{title}</h5>
      <Columns space="md" collapseBelow="md">
        {column('ar')}
        {column('en')}
      </Columns>
      <RadioGroup
        label={t('questions.form.correct')}
        options={LETTERS.map((letter, i) => ({ value: String(i), label: letter }))}
        value={String(draft.correct_index)}
        onChange={(v) => send({ type: 'form.correct', index: Number(v) })}
      />
      <SaveStatus status={saveStatusOf(state, 'editing')} refusal={refusal} />
      <Inline space="sm">
        <Button type="submit" isPending={state.matches('saving')}>
          {t('questions.form.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('competitions.confirm.cancel')}
        </Button>
      </Inline>
    </Form>
  );
}

/** The server's answer to an import call, as the machine takes it. */
function importAnswer(error: unknown): { kind: 'faults'; message: string | null; faults: string[] } | { kind: 'refused'; message: string | null } {
  const { message, errors } = readEnvelope(error);
  const faults = errors?.['text'];
  return faults && faults.length > 0 ? { kind: 'faults', message: message ?? null, faults } : { kind: 'refused', message: refusalMessage(error) ?? null };
}

function QuestionImport({ client, competitionId, onBank }: { client: ConsoleClient; competitionId: number; onBank: (bank: Bank) => void }) {
  const machine = questionImportMachine.provide({
    actors: {
      checkImport: fromPromise<ImportCheck, { format: ImportFormat; text: string }>(async ({ input }) => {
        const { data, error } = await client.POST('/operator/competitions/{competitionId}/question-imports', {
          params: { path: { competitionId } },
          body: { format: input.format, text: input.text, mode: 'append', dry_run: true },
        });
        if (!data) return importAnswer(error);
        const preview = requireFirstOfData(data);
        return { kind: 'preview', preview: { questions: preview.questions, bank_size_before: preview.bank_size_before } };
      }),
      saveImport: fromPromise<ImportSave, { format: ImportFormat; text: string; mode: ImportMode }>(async ({ input }) => {
        const { data, error } = await client.POST('/operator/competitions/{competitionId}/question-imports', {
          params: { path: { competitionId } },
          body: { format: input.format, text: input.text, mode: input.mode, dry_run: false },
        });
        if (!data) return importAnswer(error);
        // The bank as it is now, shown in place (a reload would start this import over and lose its confirmation).
        const bank = await client.GET('/operator/competitions/{competitionId}/questions', { params: { path: { competitionId } } });
        if (bank.data) onBank(requireFirstOfData(bank.data));
        return { kind: 'saved', added: requireFirstOfData(data).questions.length };
      }),
    },
  });
  const [state, send] = useMachine(machine, { input: {} });
  return <ImportView state={state} send={send} />;
}

/** The import in one state of its machine: the format and file, the faults by line, the preview, the confirmation. */
export function ImportView({ state, send }: { state: SnapshotFrom<typeof questionImportMachine>; send: (event: QuestionImportEvent) => void }) {
  const { t, language } = useConsoleT();
  const { context } = state;
  const headingId = useId();
  const n = (value: number) => formatNumber(language, value, { useGrouping: false });
  const preview = context.preview;
  const after = preview ? (context.mode === 'replace' ? 0 : preview.bank_size_before) + preview.questions.length : 0;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <h4 id={headingId} className={styles.subheading}>
          {t('questions.import.title')}
        </h4>
        <RadioGroup
          label={t('questions.import.format')}
          options={[
            { value: 'csv', label: t('questions.import.csv') },
            { value: 'aiken', label: t('questions.import.aiken') },
          ]}
          value={context.format}
          onChange={(format) => send({ type: 'import.format', format: format as ImportFormat })}
        />
        <p className={styles.muted}>{t(`questions.import.help.${context.format}`)}</p>
        <pre className={`${styles.pre} ${own.sample}`}>{t(`questions.import.sample.${context.format}`)}</pre>
        <FileField
          label={t('questions.import.file')}
          buttonLabel={t('questions.import.choose')}
          noFileLabel={t('questions.import.noFile')}
          fileName={context.fileName}
          acceptedFileTypes={context.format === 'csv' ? ['text/csv', '.csv', 'text/plain'] : ['text/plain', '.txt']}
          onSelect={(file) => {
            if (file) void file.text().then((text) => send({ type: 'import.file', text, fileName: file.name }));
          }}
        />
        <TextArea label={t('questions.import.paste')} rows={4} value={context.text} onChange={(text) => send({ type: 'import.file', text, fileName: context.fileName })} />
        <Inline space="sm">
          <Button isPending={state.matches('checking')} isDisabled={context.text.trim() === '' || state.matches('saving')} onPress={() => send({ type: 'import.check' })}>
            {t('questions.import.check')}
          </Button>
        </Inline>
        {state.matches('faulty') ? (
          <div role="alert">
            <p className={styles.error}>{context.message ?? t('questions.import.faulty')}</p>
            <ul className={styles.changes}>
              {context.faults.map((fault) => (
                <li key={fault} dir="auto">
                  {fault}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <SaveStatus status={state.matches('refused') ? 'refused' : null} refusal={context.message} />
        {state.matches('failed') ? (
          <p role="alert" className={styles.error}>
            {t('questions.import.failed')}
          </p>
        ) : null}
        {state.matches('saved') ? (
          <Stack space="sm">
            <p role="status" className={styles.success}>
              {t('questions.import.saved', { n: n(context.added) })}
            </p>
            <Inline space="sm">
              <Button variant="secondary" size="sm" onPress={() => send({ type: 'import.again' })}>
                {t('questions.import.again')}
              </Button>
            </Inline>
          </Stack>
        ) : null}
        {preview && (state.matches('previewing') || state.matches('confirming') || state.matches('saving')) ? (
          <Stack space="sm">
            <p role="status" className={styles.success}>
              {t('questions.import.ready', { n: n(preview.questions.length) })}
            </p>
            <ol className={styles.list} aria-label={t('questions.import.previewTitle')}>
              {preview.questions.map((q, index) => (
                <li key={q.line} className={styles.item}>
                  <p className={styles.muted}>{t('questions.import.line', { n: n(q.line) })}</p>
                  <QuestionText question={q} number={index + 1} />
                </li>
              ))}
            </ol>
            <Inline space="sm">
              <Button isPending={state.matches('saving')} onPress={() => send({ type: 'import.save' })}>
                {t('questions.import.save', { n: n(preview.questions.length) })}
              </Button>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'import.cancel' }))}
        title={t('questions.import.confirmTitle', { n: n(preview?.questions.length ?? 0) })}
        confirmLabel={t('questions.import.confirmYes')}
        cancelLabel={t('competitions.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'import.confirm' })}
      >
        <Stack space="sm">
          <RadioGroup
            label={t('questions.import.mode')}
            orientation="vertical"
            options={[
              { value: 'append', label: t('questions.import.append', { n: n(preview?.bank_size_before ?? 0) }) },
              { value: 'replace', label: t('questions.import.replace', { n: n(preview?.bank_size_before ?? 0) }) },
            ]}
            value={context.mode}
            onChange={(mode) => send({ type: 'import.mode', mode: mode as ImportMode })}
          />
          <p>{t('questions.import.after', { n: n(after) })}</p>
        </Stack>
      </ConfirmDialog>
    </section>
  );
}
