import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function FourthTrackBookingPage() {
  return <PagePlaceholder routeId="savingNabaa" />;
}
