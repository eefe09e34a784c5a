import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function ComplaintsPage() {
  return <PagePlaceholder routeId="complaints" />;
}
