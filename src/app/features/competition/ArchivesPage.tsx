import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function ArchivesPage() {
  return <PagePlaceholder routeId="archives" />;
}
