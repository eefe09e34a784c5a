import { RequestOutcomePage } from './RequestOutcome';

export default function FourthCongratulationsPage() {
  return <RequestOutcomePage track="fourth" />;
}
