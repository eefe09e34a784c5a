import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../routes/useNavigateTo';
import { IntroFace } from './QuizView';
import { useQuizSession } from './useQuizSession';
import * as styles from './quiz.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';

/** `/pre-questions`: what the quiz is and its start (confirmed: it is taken once); or continue; or "show challenge". */
export default function PreQuestionsPage() {
  const { t } = useTranslation('quiz');
  const { snapshot, send } = useQuizSession();
  const navigateTo = useNavigateTo();
  // Started here: on to the questions (an attempt already open shows a "continue" link instead).
  const wasStarting = useRef(false);
  const starting = snapshot.matches('starting');
  const active = snapshot.matches('active');
  useEffect(() => {
    if (starting) wasStarting.current = true;
    else if (active && wasStarting.current) navigateTo({ route: 'questions' });
  }, [starting, active, navigateTo]);
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <IntroFace snapshot={snapshot} send={send} />
    </Stack>
  );
}
