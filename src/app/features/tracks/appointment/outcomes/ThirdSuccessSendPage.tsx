import { RequestOutcomePage } from './RequestOutcome';

export default function ThirdSuccessSendPage() {
  return <RequestOutcomePage track="third" />;
}
