import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { EmptyState, ResourceView } from '../../../design-system';
import { certificateCheckMachine, type CertificateRecord } from '../../../machines';
import { fetchCertificateKey, fetchCertificateVerification } from '../../api/results';
import { formatDateTime } from '../../../domain/format';
import { useResultsResourceLabels, useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';
import { certificateDates } from './certificateDates';
import { verifyCertificateSignature } from './signature';
import { SharePage, certificateImageUrl } from './SharePage';

type CheckSnapshot = SnapshotFrom<typeof certificateCheckMachine>;

function Fields({ record }: { record: CertificateRecord }) {
  const { t, language } = useResultsTranslation();
  const f = record.fields;
  const dates = { local: certificateDates(language, record.issuedOn) };
  return (
    <section className={styles.section} aria-labelledby="fields-title">
      <h2 id="fields-title" className={styles.sectionTitle}>
        {t('verify.fields')}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('certificates.id')}</dt>
        <dd className={`${styles.factValue} ${styles.code}`}>{f.id}</dd>
        <dt className={styles.factName}>{t('certificates.track')}</dt>
        <dd className={styles.factValue}>
          {t(`certificates.kind.${f.kind}`)} — {t(`common:tracks.${f.track}` as 'common:tracks.first')}
        </dd>
        <dt className={styles.factName}>{t('verify.holderAr')}</dt>
        <dd className={styles.factValue} lang="ar" dir="rtl">
          {f.holder.ar}
        </dd>
        <dt className={styles.factName}>{t('verify.holderEn')}</dt>
        <dd className={styles.factValue} lang="en" dir="auto">
          {f.holder.en}
        </dd>
        <dt className={styles.factName}>{t('verify.titleAr')}</dt>
        <dd className={styles.factValue} lang="ar" dir="rtl">
          {f.title.ar}
        </dd>
        <dt className={styles.factName}>{t('verify.titleEn')}</dt>
        <dd className={styles.factValue} lang="en" dir="ltr">
          {f.title.en}
        </dd>
        <dt className={styles.factName}>{t('verify.competitionAr')}</dt>
        <dd className={styles.factValue} lang="ar" dir="rtl">
          {f.competition.ar}
        </dd>
        <dt className={styles.factName}>{t('verify.competitionEn')}</dt>
        <dd className={styles.factValue} lang="en" dir="ltr">
          {f.competition.en}
        </dd>
        <dt className={styles.factName}>{t('verify.hijri')}</dt>
        <dd className={styles.factValue}>{dates.local.hijri}</dd>
        <dt className={styles.factName}>{t('verify.gregorian')}</dt>
        <dd className={styles.factValue}>
          <time dateTime={f.issuedAt}>{dates.local.gregorian}</time>
        </dd>
        <dt className={styles.factName}>{t('verify.keyId')}</dt>
        <dd className={`${styles.factValue} ${styles.code}`}>{record.keyId}</dd>
      </dl>
      <div className={styles.actions}>
        <a className={styles.textLink} href={record.pdfUrl.ar} download={`${f.id}-ar.pdf`}>
          {t('certificates.downloadAr')}
        </a>
        <a className={styles.textLink} href={record.pdfUrl.en} download={`${f.id}-en.pdf`}>
          {t('certificates.downloadEn')}
        </a>
        <a className={styles.textLink} href={certificateImageUrl(f.id, 'ar')} download={`${f.id}-ar.png`}>
          {t('certificates.imageAr')}
        </a>
        <a className={styles.textLink} href={certificateImageUrl(f.id, 'en')} download={`${f.id}-en.png`}>
          {t('certificates.imageEn')}
        </a>
      </div>
      <SharePage title={`${t(`certificates.kind.${f.kind}`)} — ${f.holder[language]}`} />
      <p className={styles.muted}>{t('verify.offline')}</p>
    </section>
  );
}

/** The verification page in each state of the certificate check. */
export function CertificateVerifyView({ check, onRetry }: { check: CheckSnapshot; onRetry: () => void }) {
  const { t, language } = useResultsTranslation();
  const record = check.context.record;
  const labels = useResultsResourceLabels({ loading: t('verify.checking'), failed: t('verify.failed') });
  let status = null;
  if (check.matches('loading') || check.matches('checking')) status = <ResourceView status="loading" labels={labels} reserve="200px" spinnerSize="lg" />;
  else if (check.matches('valid')) status = <p className={styles.notice}>{t('verify.valid')}</p>;
  else if (check.matches('revoked'))
    status = <p className={styles.noticeWarn}>{record?.revokedAt ? t('verify.revoked', { date: formatDateTime(language, record.revokedAt) }) : t('verify.revokedUnknown')}</p>;
  else if (check.matches('tampered')) status = <p className={styles.noticeBad}>{t('verify.tampered')}</p>;
  else if (check.matches('notFound')) status = <EmptyState title={t('verify.notFound')} />;
  else status = <ResourceView status="failed" onRetry={onRetry} labels={labels} />;
  const shown = record && (check.matches('valid') || check.matches('revoked') || check.matches('tampered'));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('verify.title')}
      </h1>
      <div role="status" data-verification={String(check.value)}>
        {status}
      </div>
      {shown ? <Fields record={record} /> : null}
    </section>
  );
}

/** `/certificates/verify/{id}` (what the QR code opens, no sign-in): every printed field, checked against its signature. */
export default function CertificateVerifyPage() {
  const { certificateId = '' } = useParams();
  const [search] = useSearchParams();
  const qrSignature = search.get('s');
  const logic = useMemo(
    () =>
      certificateCheckMachine.provide({
        actors: {
          fetchCertificate: fromPromise(() => fetchCertificateVerification(certificateId, qrSignature)),
          verifySignature: fromPromise<boolean, CertificateRecord>(async ({ input }) => {
            const key = await fetchCertificateKey();
            return verifyCertificateSignature(key.publicKey, input.fields, input.signature);
          }),
        },
      }),
    [certificateId, qrSignature],
  );
  const [check, send] = useMachine(logic);
  return <CertificateVerifyView check={check} onRetry={() => send({ type: 'certificate.retry' })} />;
}
