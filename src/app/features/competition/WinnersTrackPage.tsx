import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function WinnersTrackPage() {
  return <PagePlaceholder routeId="winnersTrack" />;
}
