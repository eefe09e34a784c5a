import { fetchMyCertificates, setCertificateVisibility } from '../../api/results';
import { useResultsTranslation } from './resultsTranslation';
import { CertificatesList } from './CertificatesList';

/** `/certificates`: my participation certificates (the route admits contestants with `second_path_certificates`). */
export default function MyCertificatesPage() {
  const { t } = useResultsTranslation();
  return <CertificatesList title={t('certificates.mineTitle')} loadAll={fetchMyCertificates} saveVisibility={setCertificateVisibility} />;
}
