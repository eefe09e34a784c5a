import { PagePlaceholder } from '../../../../layout/PagePlaceholder';

export default function ThirdSuccessSendPage() {
  return <PagePlaceholder routeId="successSend" />;
}
