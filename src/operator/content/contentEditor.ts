// What every content editor of a competition takes (listed in ./CompetitionContent.tsx), apart from the list itself so
// an editor can import it without importing the list that imports the editor.
import type { ConsoleClient, Schemas } from '../api';

export type Competition = Schemas['OperatorCompetition'];
export type ContentEditorProps = {
  client: ConsoleClient;
  competition: Competition;
  /** The bank's size after an editor changed it (an import, an added or removed question): the competition's card shows it. */
  onQuestionCount?: ((count: number) => void) | undefined;
  /** Called after an editor saved a change: the competition's readiness is checked again, so its list never goes stale. */
  onSaved?: (() => void) | undefined;
};
