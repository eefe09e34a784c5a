import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function VerifyOtpPage() {
  return <PagePlaceholder routeId="verifyOtp" />;
}
