import { PagePlaceholder } from '../../../../layout/PagePlaceholder';

export default function FourthFailureSendPage() {
  return <PagePlaceholder routeId="failureSendNabaa" />;
}
