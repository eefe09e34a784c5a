import { fetchMyCertificates, setCertificateVisibility } from '../../api/results';
import { useResultsTranslation } from './resultsTranslation';
import { CertificatesList } from './CertificatesList';

/**
 * `/certificates`: every certificate of the signed-in contestant, participation and winner, each private until they put
 * it on the public list (the route admits contestants with `second_path_certificates`; `/winner/certificates` leads here).
 */
export default function MyCertificatesPage() {
  const { t } = useResultsTranslation();
  return <CertificatesList title={t('certificates.mineTitle')} intro={t('certificates.mineIntro')} loadAll={fetchMyCertificates} saveVisibility={setCertificateVisibility} />;
}
