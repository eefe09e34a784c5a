import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function WinnerProfilePage() {
  return <PagePlaceholder routeId="winnerProfile" />;
}
