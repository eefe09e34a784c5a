import { PagePlaceholder } from '../../../../layout/PagePlaceholder';

export default function FourthCongratulationsPage() {
  return <PagePlaceholder routeId="congratulationsNabaa" />;
}
