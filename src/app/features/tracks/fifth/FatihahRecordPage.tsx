import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function FatihahRecordPage() {
  return <PagePlaceholder routeId="fatihahRecord" />;
}
