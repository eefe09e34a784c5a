import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function VisitorProfilePage() {
  return <PagePlaceholder routeId="visitorProfile" />;
}
