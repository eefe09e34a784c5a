import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function RegisterPage() {
  return <PagePlaceholder routeId="register" />;
}
