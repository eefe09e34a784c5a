import { fetchWinnerCertificates, setCertificateVisibility } from '../../api/results';
import { useResultsTranslation } from './resultsTranslation';
import { CertificatesList } from './CertificatesList';

/** `/winner/certificates`: my winner certificates. */
export default function WinnerCertificatesPage() {
  const { t } = useResultsTranslation();
  return <CertificatesList title={t('certificates.winnerTitle')} loadAll={fetchWinnerCertificates} saveVisibility={setCertificateVisibility} />;
}
