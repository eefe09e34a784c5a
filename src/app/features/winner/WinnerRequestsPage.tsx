import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function WinnerRequestsPage() {
  return <PagePlaceholder routeId="winnerCompetition" />;
}
