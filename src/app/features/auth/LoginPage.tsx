import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function LoginPage() {
  return <PagePlaceholder routeId="login" />;
}
