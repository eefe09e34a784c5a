import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function ThirdTrackBookingPage() {
  return <PagePlaceholder routeId="saving" />;
}
