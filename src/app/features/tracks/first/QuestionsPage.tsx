import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function QuestionsPage() {
  return <PagePlaceholder routeId="questions" />;
}
