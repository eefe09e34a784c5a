import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function FourthTrackIntroPage() {
  return <PagePlaceholder routeId="preSavingNabaa" />;
}
