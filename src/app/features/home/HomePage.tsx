import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function HomePage() {
  return <PagePlaceholder routeId="home" />;
}
