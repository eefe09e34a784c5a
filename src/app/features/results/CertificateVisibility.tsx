import { useState } from 'react';
import { Button } from '../../../design-system';
import type { Certificate } from '../../api/results';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';

export type VisibilityStatus = 'idle' | 'saving' | 'failed';

/**
 * Whether one of my certificates is on the public list, and the button that changes it. Private or public, its
 * verification page (the QR's address) still answers.
 */
export function CertificateVisibilityView({ certificateId, isPublic, status, onToggle }: { certificateId: string; isPublic: boolean; status: VisibilityStatus; onToggle: () => void }) {
  const { t } = useResultsTranslation();
  const statusId = `visibility-${certificateId}`;
  return (
    <div className={styles.section}>
      <p id={statusId} className={styles.muted} role="status">
        {t(isPublic ? 'certificates.visibility.public' : 'certificates.visibility.private')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" isDisabled={status === 'saving'} onPress={onToggle} aria-describedby={statusId}>
          {status === 'saving' ? t('certificates.visibility.saving') : t(isPublic ? 'certificates.visibility.makePrivate' : 'certificates.visibility.makePublic')}
        </Button>
      </div>
      {status === 'failed' ? (
        <p className={styles.noticeBad} role="alert">
          {t('certificates.visibility.failed')}
        </p>
      ) : null}
    </div>
  );
}

/** The holder's switch for one certificate: sends the change, shows the server's answer, keeps the old state on failure. */
export function CertificateVisibility({ certificate, save }: { certificate: Certificate; save: (id: string, isPublic: boolean) => Promise<Certificate> }) {
  const [isPublic, setPublic] = useState(certificate.is_public ?? true);
  const [status, setStatus] = useState<VisibilityStatus>('idle');
  const toggle = () => {
    setStatus('saving');
    save(certificate.id, !isPublic).then(
      (saved) => {
        setPublic(saved.is_public ?? !isPublic);
        setStatus('idle');
      },
      () => setStatus('failed'),
    );
  };
  return <CertificateVisibilityView certificateId={certificate.id} isPublic={isPublic} status={status} onToggle={toggle} />;
}
