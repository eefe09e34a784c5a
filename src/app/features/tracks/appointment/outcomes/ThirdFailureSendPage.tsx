import { RequestOutcomePage } from './RequestOutcome';

export default function ThirdFailureSendPage() {
  return <RequestOutcomePage track="third" />;
}
