import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Certificate } from '../../api/results';
import { pathTo } from '../../routes/routes';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';
import { certificateDates } from './certificateDates';
import { certificateImageUrl } from './SharePage';

/** The PDF of a certificate in a language (the list's `file_url` carries the page's language). */
export const pdfUrlOf = (certificate: Certificate, lang: 'ar' | 'en') =>
  certificate.file_url ? certificate.file_url.replace(/lang=(ar|en)/, `lang=${lang}`) : `/api/v1/certificates/${encodeURIComponent(certificate.id)}/pdf?lang=${lang}`;

/** A certificate in a list: what it is, whose, when, its number, its PDFs and its verification page (and, for its holder, `extra`). */
export function CertificateCard({ certificate, extra }: { certificate: Certificate; extra?: ReactNode }) {
  const { t, language } = useResultsTranslation();
  const dates = certificateDates(language, certificate.issuedOn);
  return (
    <>
      <p className={styles.muted}>{t(`certificates.kind.${certificate.kind}`)}</p>
      <h3 className={styles.name}>{certificate.holder_name}</h3>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('certificates.competition')}</dt>
        <dd className={styles.factValue}>{certificate.competition_title}</dd>
        <dt className={styles.factName}>{t('certificates.track')}</dt>
        <dd className={styles.factValue}>{t(`common:tracks.${certificate.track}`)}</dd>
        <dt className={styles.factName}>{t('certificates.issued')}</dt>
        <dd className={styles.factValue}>
          {dates.hijri} — {dates.gregorian}
        </dd>
        <dt className={styles.factName}>{t('certificates.id')}</dt>
        <dd className={`${styles.factValue} ${styles.code}`}>{certificate.id}</dd>
      </dl>
      <div className={styles.actions}>
        <a className={styles.textLink} href={pdfUrlOf(certificate, 'ar')} download={`${certificate.id}-ar.pdf`} lang="ar">
          {t('certificates.downloadAr')}
        </a>
        <a className={styles.textLink} href={pdfUrlOf(certificate, 'en')} download={`${certificate.id}-en.pdf`}>
          {t('certificates.downloadEn')}
        </a>
        <a className={styles.textLink} href={certificateImageUrl(certificate.id, 'ar')} download={`${certificate.id}-ar.png`} lang="ar">
          {t('certificates.imageAr')}
        </a>
        <a className={styles.textLink} href={certificateImageUrl(certificate.id, 'en')} download={`${certificate.id}-en.png`}>
          {t('certificates.imageEn')}
        </a>
        <Link className={styles.textLink} href={pathTo({ route: 'certificateVerify', certificateId: certificate.id })}>
          {t('certificates.verify')}
        </Link>
      </div>
      {extra}
    </>
  );
}
