import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function MyCertificatesPage() {
  return <PagePlaceholder routeId="certificates" />;
}
