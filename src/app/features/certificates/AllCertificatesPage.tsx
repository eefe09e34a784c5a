import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function AllCertificatesPage() {
  return <PagePlaceholder routeId="certificatesAll" />;
}
