// Administrators' section: the site's texts and settings (issue 29 point 6), Arabic first (right to left) and English
// (left to right) side by side, each text with its completion, each part with how many of its texts are complete in
// both languages. Contact details and links are one value for both languages. The FAQ and the rules are lists to add
// to, edit, reorder and delete from; a save that deletes asks first. Saved changes show on the site at its next load.
import { useMachine } from '@xstate/react';
import { type ReactNode, useCallback, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { readEnvelope, requireFirstOfData } from '../../api/envelope';
import { useResource } from '../../api/useResource';
import { Button, Column, Columns, Inline, ResourceView, Stack, Tabs, TextArea, TextField } from '../../design-system';
import { ConfirmDialog } from '../../design-system/components/ConfirmDialog/ConfirmDialog';
import { type SitePart, type SiteSaveOutcome, type SiteTextsEvent, siteTextsMachine } from '../../machines/operator/siteTexts.machine';
import type { ConsoleClient, Schemas } from '../api';
import * as styles from '../console.css';
import { badgeMissing } from './site.css';
import { useConsoleResourceLabels, useConsoleT } from '../useConsoleT';

export type Site = Schemas['OperatorSite'];
type Settings = Site['settings'];
type SettingKey = keyof Settings;
type Localized = { ar: string; en: string };

const contactKeys = ['phone', 'email', 'email_for_register'] as const satisfies readonly SettingKey[];
const linkKeys = ['twitter', 'facebook', 'instagram', 'youtube', 'partner_first_url', 'partner_second_url'] as const satisfies readonly SettingKey[];
const stepKeys = ['tree_title', 'tree_description', 'tree_word_1', 'tree_word_2', 'tree_word_3', 'tree_word_4', 'tree_word_5'] as const satisfies readonly SettingKey[];
const methodKeys = ['method_title', 'method_intro', 'method_step_1', 'method_step_2', 'method_step_3', 'method_step_4'] as const satisfies readonly SettingKey[];
const longKeys = new Set<SettingKey>(['tree_description', 'method_intro', 'method_step_1', 'method_step_2', 'method_step_3', 'method_step_4']);

/** A text's completion: both languages, one missing, or empty. */
export function completionOf(value: Localized): 'both' | 'enMissing' | 'arMissing' | 'empty' {
  const ar = value.ar.trim() !== '';
  const en = value.en.trim() !== '';
  return ar && en ? 'both' : ar ? 'enMissing' : en ? 'arMissing' : 'empty';
}

export function SitePanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [site, retry, replace] = useResource(
    useCallback(async () => {
      const { data } = await client.GET('/operator/site');
      if (!data) throw new Error('the server refused the request');
      return requireFirstOfData<Site>(data);
    }, [client]),
  );
  // Each save's answer is the whole site as saved: the drafts start again from it.
  const [version, setVersion] = useState(0);
  // The part on show outlives the drafts: a save starts them again, the administrator stays where they were.
  const [part, setPart] = useState('contact');
  const machine = siteTextsMachine.provide({
    actors: {
      saveSite: fromPromise(async ({ input }): Promise<SiteSaveOutcome> => {
        const call =
          input.part === 'settings'
            ? client.PATCH('/operator/site/settings', { body: input.body as Schemas['OperatorSiteSettingsRequest'] })
            : input.part === 'faq'
              ? client.PUT('/operator/site/faq', { body: input.body as Schemas['OperatorFaqRequest'] })
              : client.PUT('/operator/site/rules', { body: input.body as Schemas['OperatorRulesRequest'] });
        const { data, error } = await call;
        if (data === undefined) {
          const { message, errors } = readEnvelope(error);
          return { kind: 'refused', message: message ?? null, fields: (errors ?? {}) as Record<string, string[]> };
        }
        replace(requireFirstOfData<Site>(data));
        setVersion((v) => v + 1);
        return { kind: 'saved' };
      }),
    },
  });
  const [state, send] = useMachine(machine);
  return (
    <section className={styles.panel} aria-labelledby="site-title">
      <h2 id="site-title" className={styles.heading}>
        {t('site.title')}
      </h2>
      <p className={styles.muted}>{t('site.intro')}</p>
      <ResourceView resource={site} onRetry={retry} labels={labels}>
        {(loaded) => <SiteView key={version} site={loaded} state={state} send={send} part={part} onPartChange={setPart} />}
      </ResourceView>
    </section>
  );
}

type ViewProps = {
  site: Site;
  state: SnapshotFrom<typeof siteTextsMachine>;
  send: (event: SiteTextsEvent) => void;
  /** The part on show (contact, steps, faq, rules); the view keeps its own when not given. */
  part?: string;
  onPartChange?: (part: string) => void;
};

/** The four parts as tabs, each with its drafts, in a state of the save machine. */
export function SiteView({ site, state, send, part, onPartChange }: ViewProps) {
  const { t } = useConsoleT();
  const [settings, setSettings] = useState<Settings>(site.settings);
  const [faq, setFaq] = useState<Entry[]>(() => site.faq.map((e) => ({ id: e.id, a: e.question, b: e.answer })));
  const [rules, setRules] = useState<Entry[]>(() => site.rules.map((e) => ({ id: e.id, a: e.title, b: e.description })));
  const edit = () => send({ type: 'site.edit' });
  const setSetting = (key: SettingKey, value: Localized) => {
    setSettings((current) => ({ ...current, [key]: value }));
    edit();
  };
  const saveSettings = (keys: readonly SettingKey[]) => {
    const changed = Object.fromEntries(keys.filter((key) => JSON.stringify(settings[key]) !== JSON.stringify(site.settings[key])).map((key) => [key, settings[key]]));
    send({ type: 'site.save', part: 'settings', body: { settings: Object.keys(changed).length ? changed : { [keys[0]!]: settings[keys[0]!] } }, deletes: 0 });
  };
  const saveList = (part: 'faq' | 'rules', entries: Entry[]) => {
    const kept = new Set(entries.map((e) => e.id));
    const before = part === 'faq' ? site.faq : site.rules;
    const deletes = before.filter((e) => !kept.has(e.id)).length;
    const body =
      part === 'faq'
        ? { entries: entries.map((e) => ({ ...(e.id > 0 ? { id: e.id } : {}), question: e.a, answer: e.b })) }
        : { entries: entries.map((e) => ({ ...(e.id > 0 ? { id: e.id } : {}), title: e.a, description: e.b })) };
    send({ type: 'site.save', part, body, deletes });
  };
  const settingFields = (keys: readonly SettingKey[], single: boolean) =>
    keys.map((key) =>
      single ? (
        <SingleField key={key} name={key} value={settings[key]} onChange={(value) => setSetting(key, value)} error={fieldError(state, 'settings', key)} isLink={(linkKeys as readonly string[]).includes(key)} />
      ) : (
        <BilingualField key={key} name={key} label={t(`site.setting.${key}`)} value={settings[key]} long={longKeys.has(key)} onChange={(value) => setSetting(key, value)} errors={fieldErrors(state, 'settings', key)} />
      ),
    );
  const bilingualSettings = (keys: readonly SettingKey[]) => keys.map((key) => settings[key]);
  const tabs = [
    {
      id: 'contact',
      label: t('site.parts.contact'),
      content: (
        <Part part="settings" state={state} send={send} texts={[]} onSave={() => saveSettings([...contactKeys, ...linkKeys])}>
          {settingFields(contactKeys, true)}
          {settingFields(linkKeys, true)}
        </Part>
      ),
    },
    {
      id: 'steps',
      label: t('site.parts.steps'),
      content: (
        <Part part="settings" state={state} send={send} texts={bilingualSettings([...stepKeys, ...methodKeys])} onSave={() => saveSettings([...stepKeys, ...methodKeys])}>
          {settingFields(stepKeys, false)}
          {settingFields(methodKeys, false)}
        </Part>
      ),
    },
    {
      id: 'faq',
      label: t('site.parts.faq'),
      content: <ListPart part="faq" entries={faq} setEntries={(next) => { setFaq(next); edit(); }} state={state} send={send} onSave={() => saveList('faq', faq)} />,
    },
    {
      id: 'rules',
      label: t('site.parts.rules'),
      content: <ListPart part="rules" entries={rules} setEntries={(next) => { setRules(next); edit(); }} state={state} send={send} onSave={() => saveList('rules', rules)} />,
    },
  ];
  const request = state.context.request;
  return (
    <>
      <Tabs label={t('site.title')} tabs={tabs} {...(part !== undefined ? { selectedKey: part } : {})} {...(onPartChange ? { onSelectionChange: onPartChange } : {})} />
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => {
          if (!open) send({ type: 'site.cancel' });
        }}
        title={t('site.confirmTitle')}
        confirmLabel={t('site.confirm')}
        cancelLabel={t('site.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'site.confirm' })}
      >
        <p>{t('site.confirmDelete', { count: request?.deletes ?? 0 })}</p>
      </ConfirmDialog>
    </>
  );
}

const fieldErrors = (state: ViewProps['state'], part: SitePart, key: string): { ar?: string; en?: string; one?: string } => {
  const failure = state.matches('failed') ? state.context.failure : null;
  if (!failure || failure.part !== part) return {};
  const first = (name: string) => failure.fields[name]?.[0];
  return { ar: first(`${key}.ar`) ?? first(key), en: first(`${key}.en`), one: first(key) };
};
const fieldError = (state: ViewProps['state'], part: SitePart, key: string) => fieldErrors(state, part, key).one;

/** A part's fields, its completion (texts complete in both languages), its save button and what the save answered. */
function Part({ part, state, send, texts, onSave, children }: { part: SitePart; state: ViewProps['state']; send: ViewProps['send']; texts: Localized[]; onSave: () => void; children: ReactNode }) {
  const { t } = useConsoleT();
  void send;
  const saving = state.matches('saving') || state.matches('confirming');
  const done = texts.filter((text) => completionOf(text) === 'both').length;
  const failure = state.matches('failed') && state.context.failure?.part === part ? state.context.failure : null;
  return (
    <Stack space="lg">
      {texts.length ? (
        <p className={styles.muted} role="status">
          {t('site.progress', { done, total: texts.length })}
        </p>
      ) : null}
      {children}
      <Inline space="sm" alignY="center">
        <Button isDisabled={saving} onPress={onSave}>
          {state.matches('saving') && state.context.request?.part === part ? t('site.saving') : t('site.save')}
        </Button>
      </Inline>
      {state.matches('saved') && state.context.saved === part ? (
        <p role="status" className={styles.success}>
          {t('site.saved')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure.message ?? t('site.unreachable')}
        </p>
      ) : null}
    </Stack>
  );
}

/** One text in both languages: Arabic first, right to left; English beside it, left to right; its completion above. */
export function BilingualField({ name, label, value, long, onChange, errors = {} }: { name: string; label: string; value: Localized; long?: boolean; onChange: (value: Localized) => void; errors?: { ar?: string | undefined; en?: string | undefined } }) {
  const { t } = useConsoleT();
  const completion = completionOf(value);
  const Field = long ? TextArea : TextField;
  return (
    <div role="group" aria-label={label} className={styles.item}>
      <Stack space="sm">
        <Inline space="sm" alignY="center">
          <span className={styles.subheading}>{label}</span>
          <span className={completion === 'both' ? styles.badge : badgeMissing}>{t(`site.complete.${completion}`)}</span>
        </Inline>
        <Columns space="md" collapseBelow="md">
          <Column>
            <div dir="rtl">
              <Field label={t('site.arabic', { label })} name={`${name}.ar`} value={value.ar} onChange={(ar: string) => onChange({ ...value, ar })} errorMessage={errors.ar} {...(long ? { rows: 3 } : {})} />
            </div>
          </Column>
          <Column>
            <div dir="ltr">
              <Field label={t('site.english', { label })} name={`${name}.en`} value={value.en} onChange={(en: string) => onChange({ ...value, en })} errorMessage={errors.en} {...(long ? { rows: 3 } : {})} />
            </div>
          </Column>
        </Columns>
      </Stack>
    </div>
  );
}

/** A contact detail or a link: one value for both languages, read left to right. */
function SingleField({ name, value, onChange, error, isLink }: { name: SettingKey; value: Localized; onChange: (value: Localized) => void; error?: string | undefined; isLink: boolean }) {
  const { t } = useConsoleT();
  const one = value.ar || value.en;
  return (
    <div dir="ltr">
      <TextField
        label={t(`site.setting.${name}`)}
        name={name}
        type={isLink ? 'url' : name.startsWith('email') ? 'email' : 'text'}
        value={one}
        description={isLink ? t('site.linkHint') : t('site.oneValue')}
        onChange={(text) => onChange({ ar: text, en: text })}
        errorMessage={error}
      />
    </div>
  );
}

/** An FAQ entry or a rule as edited: `id` below 1 is a new entry. */
export type Entry = { id: number; a: Localized; b: Localized };

let nextNewId = 0;

/** An ordered list (the FAQ or the rules): add, edit, move up or down, delete; saved as a whole. */
function ListPart({ part, entries, setEntries, state, send, onSave }: { part: 'faq' | 'rules'; entries: Entry[]; setEntries: (entries: Entry[]) => void; state: ViewProps['state']; send: ViewProps['send']; onSave: () => void }) {
  const { t } = useConsoleT();
  const kind = t(part === 'faq' ? 'site.faqEntry' : 'site.ruleEntry');
  const [aLabel, bLabel] = part === 'faq' ? [t('site.question'), t('site.answer')] : [t('site.ruleTitle'), t('site.ruleText')];
  const [aKey, bKey] = part === 'faq' ? ['question', 'answer'] : ['title', 'description'];
  const move = (index: number, by: -1 | 1) => {
    const next = [...entries];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setEntries(next);
  };
  const texts = entries.flatMap((e) => [e.a, e.b]);
  return (
    <Part part={part} state={state} send={send} texts={texts} onSave={onSave}>
      {entries.length === 0 ? <p className={styles.muted}>{t('site.emptyList')}</p> : null}
      <ol className={styles.list}>
        {entries.map((entry, index) => {
          const name = t('site.entry', { kind, n: index + 1 });
          const update = (change: Partial<Entry>) => setEntries(entries.map((e, i) => (i === index ? { ...e, ...change } : e)));
          return (
            <li key={entry.id} className={styles.item} aria-label={name}>
              <Stack space="sm">
                <p className={styles.subheading}>{name}</p>
                <BilingualField name={`entries.${index}.${aKey}`} label={aLabel} value={entry.a} onChange={(a) => update({ a })} errors={fieldErrors(state, part, `entries.${index}.${aKey}`)} />
                <BilingualField name={`entries.${index}.${bKey}`} label={bLabel} value={entry.b} long onChange={(b) => update({ b })} errors={fieldErrors(state, part, `entries.${index}.${bKey}`)} />
                <Inline space="sm">
                  <Button variant="secondary" size="sm" isDisabled={index === 0} onPress={() => move(index, -1)}>
                    {t('site.moveUp', { entry: name })}
                  </Button>
                  <Button variant="secondary" size="sm" isDisabled={index === entries.length - 1} onPress={() => move(index, 1)}>
                    {t('site.moveDown', { entry: name })}
                  </Button>
                  <Button variant="secondary" size="sm" onPress={() => setEntries(entries.filter((_, i) => i !== index))}>
                    {t('site.remove', { entry: name })}
                  </Button>
                </Inline>
                {fieldError(state, part, `entries.${index}`) ? (
                  <p role="alert" className={styles.error}>
                    {fieldError(state, part, `entries.${index}`)}
                  </p>
                ) : null}
              </Stack>
            </li>
          );
        })}
      </ol>
      <Inline space="sm">
        <Button variant="secondary" onPress={() => setEntries([...entries, { id: --nextNewId, a: { ar: '', en: '' }, b: { ar: '', en: '' } }])}>
          {t(`site.add.${part}`)}
        </Button>
      </Inline>
    </Part>
  );
}
