import { RequestOutcomePage } from './RequestOutcome';

export default function ThirdCongratulationsPage() {
  return <RequestOutcomePage track="third" />;
}
