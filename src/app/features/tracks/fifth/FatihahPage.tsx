import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function FatihahPage() {
  return <PagePlaceholder routeId="fatihah" />;
}
