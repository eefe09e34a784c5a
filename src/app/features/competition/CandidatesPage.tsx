import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function CandidatesPage() {
  return <PagePlaceholder routeId="candidates" />;
}
