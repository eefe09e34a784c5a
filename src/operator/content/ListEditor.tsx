// The view of a content list the console edits whole (src/machines/operator/contentList.machine.ts): each item with its
// fields and its move and remove buttons, then add and save, what the save answered, and the question before a save
// removes anything. Locked once the competition has started: the list is shown, nothing can change.
import type { ReactNode } from 'react';
import { Button, Column, Columns, Form, Inline, Spinner, Stack } from '../../design-system';
import { ConfirmDialog } from '../../design-system/components/ConfirmDialog/ConfirmDialog';
import { type ListEditorContext, type ListEditorEvent, removedCount } from '../../machines/operator/contentList.machine';
import * as styles from '../console.css';
import { useConsoleT } from '../useConsoleT';
import { SaveStatus, saveStatusOf } from '../SaveStatus';

/** What a list editor view reads of its machine's snapshot (both list machines give it). */
export type ListEditorSnapshot<Item> = { context: ListEditorContext<Item>; matches: (value: 'confirming' | 'saving' | { editing: 'idle' | 'invalid' | 'refused' | 'saved' }) => boolean };

export function ListEditorView<Item extends { id?: number }>({
  label,
  state,
  send,
  locked,
  max,
  texts,
  renderItem,
}: {
  /** The list's accessible name (the form's). */
  label: string;
  state: ListEditorSnapshot<Item>;
  send: (event: ListEditorEvent<Item>) => void;
  locked: boolean;
  max: number;
  texts: { item: (number: number) => string; add: string; full?: string; empty: string };
  /** The item's fields; `fault(field)` is the fault code of that field, if any. */
  renderItem: (item: Item, index: number, fault: (field: string) => string | undefined) => ReactNode;
}) {
  const { t } = useConsoleT();
  const { items, faults, refusal } = state.context;
  const saving = state.matches('saving');
  const busy = locked || saving;
  const removing = removedCount(state.context);
  return (
    <Form aria-label={label} onSubmit={() => send({ type: 'list.save' })}>
      <Stack space="md">
        {locked ? (
          <p role="note" className={styles.muted}>
            {t('content.list.locked')}
          </p>
        ) : null}
        {items.length === 0 ? <p className={styles.muted}>{texts.empty}</p> : null}
        <ol className={styles.list}>
          {items.map((item, index) => (
            <li key={item.id ?? `new-${index}`} className={styles.item}>
              <Stack space="sm">
                <h4 className={styles.subheading}>{texts.item(index + 1)}</h4>
                {renderItem(item, index, (field) => faults[`${index}.${field}`])}
                {locked ? null : (
                  <Inline space="xs">
                    <Button variant="ghost" size="sm" isDisabled={busy || index === 0} onPress={() => send({ type: 'item.move', index, by: -1 })}>
                      {t('content.list.moveUp')}
                    </Button>
                    <Button variant="ghost" size="sm" isDisabled={busy || index === items.length - 1} onPress={() => send({ type: 'item.move', index, by: 1 })}>
                      {t('content.list.moveDown')}
                    </Button>
                    <Button variant="ghost" size="sm" isDisabled={busy} onPress={() => send({ type: 'item.remove', index })}>
                      {t('content.list.remove')}
                    </Button>
                  </Inline>
                )}
              </Stack>
            </li>
          ))}
        </ol>
        {locked ? null : (
          <>
            {items.length >= max && texts.full ? <p className={styles.muted}>{texts.full}</p> : null}
            <Inline space="sm">
              <Button variant="secondary" isDisabled={busy || items.length >= max} onPress={() => send({ type: 'item.add' })}>
                {texts.add}
              </Button>
              <Button type="submit" isDisabled={busy}>
                {t('content.list.save')}
              </Button>
            </Inline>
          </>
        )}
        {saving ? <Spinner label={t('saving')} /> : null}
        <SaveStatus status={saveStatusOf(state, 'editing')} saved={t('content.list.saved')} invalid={t('content.list.invalid')} refusal={refusal} />
      </Stack>
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'save.cancel' }))}
        title={t('content.list.confirmTitle', { count: removing })}
        confirmLabel={t('content.list.confirmYes')}
        cancelLabel={t('content.list.confirmCancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'save.confirm' })}
      >
        <p>{t('content.list.confirmBody')}</p>
      </ConfirmDialog>
    </Form>
  );
}

/** Two fields of one text side by side, Arabic first (at the inline start, right to left), then English. */
export function InBothLanguages({ children }: { children: (language: 'ar' | 'en') => ReactNode }) {
  return (
    <Columns space="md" collapseBelow="md">
      <Column>{children('ar')}</Column>
      <Column>{children('en')}</Column>
    </Columns>
  );
}
