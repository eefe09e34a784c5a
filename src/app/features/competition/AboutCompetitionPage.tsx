import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function AboutCompetitionPage() {
  return <PagePlaceholder routeId="aboutCompetition" />;
}
