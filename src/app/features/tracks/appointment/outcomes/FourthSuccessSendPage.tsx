import { RequestOutcomePage } from './RequestOutcome';

export default function FourthSuccessSendPage() {
  return <RequestOutcomePage track="fourth" />;
}
