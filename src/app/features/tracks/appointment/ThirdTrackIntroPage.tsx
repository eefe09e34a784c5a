import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function ThirdTrackIntroPage() {
  return <PagePlaceholder routeId="preSaving" />;
}
