import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function ResetPasswordPage() {
  return <PagePlaceholder routeId="resetPassword" />;
}
