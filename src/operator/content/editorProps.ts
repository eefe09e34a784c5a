// What every content editor of a competition takes (listed in CompetitionContent.tsx's `contentEditors`).
import type { ConsoleClient, Schemas } from '../api';

export type Competition = Schemas['OperatorCompetition'];
export type ContentEditorProps = { client: ConsoleClient; competition: Competition };
