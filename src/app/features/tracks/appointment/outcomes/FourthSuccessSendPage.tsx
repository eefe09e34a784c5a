import { PagePlaceholder } from '../../../../layout/PagePlaceholder';

export default function FourthSuccessSendPage() {
  return <PagePlaceholder routeId="successSendNabaa" />;
}
