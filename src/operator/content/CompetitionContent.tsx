// A competition's content in the console (issue 29 point 5): one tab per editor, under the competition it belongs to.
// Each editor owns its calls and its machine; it is listed once in `contentEditors` below and takes these props.
import { type ReactNode, useState } from 'react';
import { DisclosureGroup, Tabs } from '../../design-system';
import type { ContentEditorProps } from './contentEditor';
import { useConsoleT } from '../useConsoleT';
import { AvailabilityEditor } from './AvailabilityEditor';
import { LevelsEditor } from './LevelsEditor';
import { QuestionsEditor } from './QuestionsEditor';
import { RecitationsEditor } from './RecitationsEditor';
import { TracksEditor } from './TracksEditor';

export type { Competition, ContentEditorProps } from './contentEditor';

/** The editors, in the order the tabs show them; the label is `content.tabs.<id>` in the console's dictionaries. */
export const contentEditors: { id: string; Editor: (props: ContentEditorProps) => ReactNode }[] = [
  { id: 'tracks', Editor: TracksEditor },
  { id: 'questions', Editor: QuestionsEditor },
  { id: 'recitations', Editor: RecitationsEditor },
  { id: 'levels', Editor: LevelsEditor },
  { id: 'availability', Editor: AvailabilityEditor },
];

export function CompetitionContent({ client, competition, onQuestionCount, onSaved }: ContentEditorProps) {
  const { t } = useConsoleT();
  // The editors load their data: drawn only once the content is opened (not for every competition in the list).
  const [opened, setOpened] = useState(false);
  if (contentEditors.length === 0) return null;
  const tabs = contentEditors.map(({ id, Editor }) => ({ id, label: t(`content.tabs.${id}`), content: <Editor client={client} competition={competition} onQuestionCount={onQuestionCount} onSaved={onSaved} /> }));
  return (
    <DisclosureGroup
      defaultExpandedKeys={[]}
      headingLevel={4}
      onExpandedChange={(keys) => (keys.has('content') ? setOpened(true) : undefined)}
      items={[{ id: 'content', title: t('content.title'), content: opened ? <Tabs label={t('content.title')} tabs={tabs} /> : null }]}
    />
  );
}
