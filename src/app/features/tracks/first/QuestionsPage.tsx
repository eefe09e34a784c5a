import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileRefreshOnLeave } from '../recording/useProfileRefreshOnLeave';
import { QuestionsFace } from './QuizView';
import { useQuizSession } from './useQuizSession';
import * as styles from './quiz.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';

/** `/questions`: the attempt, one question at a time, saved as it is answered; then review, submit and the confirmation. */
export default function QuestionsPage() {
  const { t } = useTranslation('quiz');
  const { snapshot, send } = useQuizSession();
  // Submitted or closed: path_first_path is now active (the home page's card shows "show challenge"); the profile is
  // read again on leaving, as reading it here would send this page to /pre-questions before the confirmation shows.
  const markChanged = useProfileRefreshOnLeave();
  const finished = snapshot.matches('submitted') || snapshot.matches('expired');
  useEffect(() => {
    if (finished) markChanged();
  }, [finished, markChanged]);
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <QuestionsFace snapshot={snapshot} send={send} />
    </Stack>
  );
}
