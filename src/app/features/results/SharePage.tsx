import { useLocation } from 'react-router-dom';
import { ShareControl } from '../../../design-system';
import { apiBaseUrl } from '../../../api/baseUrl';
import { useResultsTranslation } from './resultsTranslation';

/** A certificate's share card (PNG) in a language: the picture its link previews with (server/share/cards.ts). */
export const certificateImageUrl = (certificateId: string, lang: 'ar' | 'en') =>
  `${apiBaseUrl}/certificates/${encodeURIComponent(certificateId)}/image?lang=${lang}`;

/**
 * Share the page being read: its address (without its query, so a certificate's signature stays out) with `?lang=`
 * of the page's language, which the server's link preview is written in.
 */
export function SharePage({ title }: { title: string }) {
  const { t, language } = useResultsTranslation();
  const { pathname } = useLocation();
  const url = `${window.location.origin}${pathname}?lang=${language}`;
  return (
    <ShareControl
      url={url}
      title={title}
      labels={{
        share: t('share.share'),
        copyLink: t('share.copyLink'),
        copied: t('share.copied'),
        copyFailed: t('share.copyFailed'),
        whatsapp: t('share.whatsapp'),
        x: t('share.x'),
        telegram: t('share.telegram'),
        email: t('share.email'),
        newTab: t('share.newTab'),
      }}
    />
  );
}
