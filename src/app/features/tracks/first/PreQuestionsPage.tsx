import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function PreQuestionsPage() {
  return <PagePlaceholder routeId="preQuestions" />;
}
