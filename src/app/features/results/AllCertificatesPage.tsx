import { fetchPublicCertificates } from '../../api/results';
import { useResultsTranslation } from './resultsTranslation';
import { CertificatesList } from './CertificatesList';

/** `/certificates/all`: the certificates their holders made public, searched by name or number. */
export default function AllCertificatesPage() {
  const { t } = useResultsTranslation();
  return <CertificatesList title={t('certificates.allTitle')} intro={t('certificates.allIntro')} fetchPage={fetchPublicCertificates} />;
}
