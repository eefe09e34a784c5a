import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function ForgotPasswordPage() {
  return <PagePlaceholder routeId="forgotPassword" />;
}
