import { PagePlaceholder } from '../../../../layout/PagePlaceholder';

export default function ThirdCongratulationsPage() {
  return <PagePlaceholder routeId="congratulations" />;
}
