import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function WinnerCertificatesPage() {
  return <PagePlaceholder routeId="winnerCertificates" />;
}
