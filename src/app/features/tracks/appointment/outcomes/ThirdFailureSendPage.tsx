import { PagePlaceholder } from '../../../../layout/PagePlaceholder';

export default function ThirdFailureSendPage() {
  return <PagePlaceholder routeId="failureSend" />;
}
