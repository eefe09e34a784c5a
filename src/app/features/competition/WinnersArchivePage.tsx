import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function WinnersArchivePage() {
  return <PagePlaceholder routeId="winnersArchive" />;
}
