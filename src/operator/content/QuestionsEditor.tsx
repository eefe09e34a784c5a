// The first track's question bank (issue 29 point 5): the quiz's settings (questions drawn per attempt, time limit),
// the questions in order (each in Arabic and English side by side, exactly one option correct), and importing a CSV or
// Aiken file checked row by row on the server (questionImport machine). Everything is refused once the competition has
// started; the server's refusal is shown as it wrote it.
import { useMachine } from '@xstate/react';
import { useCallback, useId, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { readEnvelope, refusalMessage, requireFirstOfData } from '../../api/envelope';
import { useResource } from '../../api/useResource';
import { Button, Column, Columns, Inline, RadioGroup, ResourceView, Stack, TextArea, TextField } from '../../design-system';
import { ConfirmDialog } from '../../design-system/components/ConfirmDialog/ConfirmDialog';
import { FileField } from '../../design-system/components/FileField/FileField';
import { westernDigits } from '../../domain/digits';
import { formatNumber } from '../../domain/format';
import {
  type ImportCheck,
  type ImportFormat,
  type ImportMode,
  type ImportSave,
  type QuestionImportEvent,
  questionImportMachine,
} from '../../machines/operator/questionImport.machine';
import type { ConsoleClient, Schemas } from '../api';
import * as styles from '../console.css';
import * as own from './QuestionsEditor.css';
import { useConsoleResourceLabels, useConsoleT } from '../useConsoleT';
import { SaveStatus } from '../SaveStatus';
import type { ContentEditorProps } from './contentEditor';

type Bank = Schemas['OperatorQuestionBank'];
type Question = Schemas['OperatorQuestion'];
type Localized = { ar: string; en: string };
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

/** A number typed in either digits; null when empty or not a whole number. */
const wholeNumber = (value: string): number | null => (/^\d+$/.test(westernDigits(value).trim()) ? Number(westernDigits(value).trim()) : null);

function QuizSettings({ client, competitionId, bank, onBank }: { client: ConsoleClient; competitionId: number; bank: Bank; onBank: (bank: Bank) => void }) {
  const { t, language } = useConsoleT();
  const digits = (n: number) => formatNumber(language, n, { useGrouping: false });
  const headingId = useId();
  const [perAttempt, setPerAttempt] = useState(bank.questions_per_attempt === null ? '' : digits(bank.questions_per_attempt));
  const [minutes, setMinutes] = useState(digits(Math.round(bank.quiz_time_limit_seconds / 60)));
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const count = perAttempt.trim() === '' ? null : wholeNumber(perAttempt);
  const minutesValue = wholeNumber(minutes);
  const perAttemptError = perAttempt.trim() !== '' && (count === null || count < 1 || count > bank.questions.length) ? t('questions.settings.perAttemptRange', { n: bank.questions.length }) : undefined;
  const minutesError = minutesValue === null || minutesValue < 1 || minutesValue > 1440 ? t('questions.settings.minutesRange') : undefined;
  const save = async () => {
    if (perAttemptError || minutesError) return;
    setPending(true);
    setOutcome(null);
    try {
      const { data, error } = await client.PATCH('/operator/competitions/{competitionId}/quiz', {
        params: { path: { competitionId } },
        body: { questions_per_attempt: count, quiz_time_limit_seconds: minutesValue! * 60 },
      });
      if (data) {
        onBank(requireFirstOfData(data));
        setOutcome({ ok: true, text: t('questions.saved') });
      } else setOutcome({ ok: false, text: refusalMessage(error) ?? t('actionFailed') });
    } catch {
      setOutcome({ ok: false, text: t('actionFailed') });
    } finally {
      setPending(false);
    }
  };
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
              value={perAttempt}
              onChange={setPerAttempt}
              inputMode="numeric"
              isDisabled={bank.locked}
              errorMessage={perAttemptError}
            />
          </Column>
          <Column>
            <TextField label={t('questions.settings.minutes')} value={minutes} onChange={setMinutes} inputMode="numeric" isDisabled={bank.locked} errorMessage={minutesError} />
          </Column>
        </Columns>
        {bank.locked ? null : (
          <Inline space="sm">
            <Button size="sm" isPending={pending} onPress={() => void save()}>
              {t('questions.settings.save')}
            </Button>
          </Inline>
        )}
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.success : styles.error} dir="auto">
            {outcome.text}
          </p>
        ) : null}
      </Stack>
    </section>
  );
}

function QuestionList({ client, competitionId, bank, onBank }: { client: ConsoleClient; competitionId: number; bank: Bank; onBank: (bank: Bank) => void }) {
  const { t, language } = useConsoleT();
  const headingId = useId();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const path = { params: { path: { competitionId } } };
  const run = async (call: Promise<{ data?: { data: readonly Bank[] }; error?: unknown }>) => {
    setProblem(null);
    try {
      const { data, error } = await call;
      if (data) onBank(requireFirstOfData(data));
      else setProblem(refusalMessage(error) ?? t('actionFailed'));
    } catch {
      setProblem(t('actionFailed'));
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = bank.questions.map((q) => q.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void run(client.PUT('/operator/competitions/{competitionId}/question-order', { ...path, body: { question_ids: ids } }));
  };
  const saved = (question: Question) => {
    const exists = bank.questions.some((q) => q.id === question.id);
    onBank({ ...bank, questions: exists ? bank.questions.map((q) => (q.id === question.id ? question : q)) : [...bank.questions, question] });
    setEditing(null);
  };
  const n = (value: number) => formatNumber(language, value, { useGrouping: false });
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <h4 id={headingId} className={styles.subheading}>
          {t('questions.list.title', { n: n(bank.questions.length) })}
        </h4>
        {bank.questions.length === 0 ? <p className={styles.muted}>{t('questions.list.empty')}</p> : null}
        {problem ? (
          <p role="alert" className={styles.error} dir="auto">
            {problem}
          </p>
        ) : null}
        <ol className={styles.list}>
          {bank.questions.map((q, index) => (
            <li key={q.id} className={styles.item} aria-label={t('questions.list.item', { n: n(index + 1) })}>
              {editing === q.id ? (
                <QuestionForm client={client} competitionId={competitionId} question={q} onSaved={saved} onCancel={() => setEditing(null)} />
              ) : (
                <Stack space="sm">
                  <QuestionText question={q} number={index + 1} />
                  {bank.locked ? null : (
                    <Inline space="sm">
                      <Button size="sm" variant="secondary" onPress={() => setEditing(q.id)}>
                        {t('questions.list.edit')}
                      </Button>
                      <Button size="sm" variant="secondary" isDisabled={index === 0} onPress={() => move(index, -1)}>
                        {t('questions.list.up')}
                      </Button>
                      <Button size="sm" variant="secondary" isDisabled={index === bank.questions.length - 1} onPress={() => move(index, 1)}>
                        {t('questions.list.down')}
                      </Button>
                      <Button size="sm" variant="secondary" onPress={() => setDeleting(q)}>
                        {t('questions.list.delete')}
                      </Button>
                    </Inline>
                  )}
                </Stack>
              )}
            </li>
          ))}
        </ol>
        {bank.locked ? null : editing === 'new' ? (
          <QuestionForm client={client} competitionId={competitionId} question={null} onSaved={saved} onCancel={() => setEditing(null)} />
        ) : (
          <Inline space="sm">
            <Button onPress={() => setEditing('new')}>{t('questions.list.add')}</Button>
          </Inline>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('questions.delete.title')}
        confirmLabel={t('questions.delete.yes')}
        cancelLabel={t('competitions.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => {
          const q = deleting!;
          setDeleting(null);
          void run(client.DELETE('/operator/competitions/{competitionId}/questions/{questionId}', { params: { path: { competitionId, questionId: q.id } } }));
        }}
      >
        {deleting ? <p dir="rtl" lang="ar">{deleting.text.ar}</p> : null}
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

const emptyQuestion = () => ({ text: { ar: '', en: '' }, options: LETTERS.map(() => ({ ar: '', en: '' })), correct_index: 0 });

/** Add or change one question: the Arabic column (required) beside the English one; the right option chosen once. */
function QuestionForm({ client, competitionId, question, onSaved, onCancel }: { client: ConsoleClient; competitionId: number; question: Question | null; onSaved: (q: Question) => void; onCancel: () => void }) {
  const { t } = useConsoleT();
  const [value, setValue] = useState(() => (question ? { text: question.text, options: question.options, correct_index: question.correct_index } : emptyQuestion()));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const setText = (lang: 'ar' | 'en') => (v: string) => setValue((q) => ({ ...q, text: { ...q.text, [lang]: v } }));
  const setOption = (i: number, lang: 'ar' | 'en') => (v: string) => setValue((q) => ({ ...q, options: q.options.map((o, k) => (k === i ? { ...o, [lang]: v } : o)) as Localized[] }));
  const required = (v: string) => (checked && v.trim() === '' ? t('questions.form.arabicRequired') : undefined);
  const submit = async () => {
    setChecked(true);
    if (value.text.ar.trim() === '' || value.options.some((o) => o.ar.trim() === '')) return;
    setPending(true);
    setProblem(null);
    try {
      const { data, error } = question
        ? await client.PATCH('/operator/competitions/{competitionId}/questions/{questionId}', { params: { path: { competitionId, questionId: question.id } }, body: value })
        : await client.POST('/operator/competitions/{competitionId}/questions', { params: { path: { competitionId } }, body: value });
      if (data) onSaved(requireFirstOfData(data));
      else setProblem(refusalMessage(error) ?? t('actionFailed'));
    } catch {
      setProblem(t('actionFailed'));
    } finally {
      setPending(false);
    }
  };
  // Each column's values are in its language; their labels stay in the console's.
  const column = (lang: 'ar' | 'en') => (
    <Column>
      <Stack space="sm">
        <TextArea rows={2} label={t(`questions.form.question.${lang}`)} value={value.text[lang]} onChange={setText(lang)} valueLanguage={lang} errorMessage={lang === 'ar' ? required(value.text.ar) : undefined} />
        {LETTERS.map((letter, i) => (
          <TextField
            key={letter}
            label={t(`questions.form.option.${lang}`, { letter })}
            value={value.options[i]![lang]}
            onChange={setOption(i, lang)}
            valueLanguage={lang}
            errorMessage={lang === 'ar' ? required(value.options[i]!.ar) : undefined}
          />
        ))}
      </Stack>
    </Column>
  );
  return (
    <form
      className={styles.form}
      aria-label={question ? t('questions.form.editTitle') : t('questions.form.addTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h5 className={styles.subheading}>{question ? t('questions.form.editTitle') : t('questions.form.addTitle')}</h5>
      <Columns space="md" collapseBelow="md">
        {column('ar')}
        {column('en')}
      </Columns>
      <RadioGroup
        label={t('questions.form.correct')}
        options={LETTERS.map((letter, i) => ({ value: String(i), label: letter }))}
        value={String(value.correct_index)}
        onChange={(v) => setValue((q) => ({ ...q, correct_index: Number(v) }))}
      />
      {problem ? (
        <p role="alert" className={styles.error} dir="auto">
          {problem}
        </p>
      ) : null}
      <Inline space="sm">
        <Button type="submit" isPending={pending}>
          {t('questions.form.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('competitions.confirm.cancel')}
        </Button>
      </Inline>
    </form>
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
