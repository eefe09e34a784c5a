import { RequestOutcomePage } from './RequestOutcome';

export default function FourthFailureSendPage() {
  return <RequestOutcomePage track="fourth" />;
}
