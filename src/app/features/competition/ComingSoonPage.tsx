import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function ComingSoonPage() {
  return <PagePlaceholder routeId="comingSoon" message="comingSoon" />;
}
