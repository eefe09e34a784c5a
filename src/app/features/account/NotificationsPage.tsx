import { PagePlaceholder } from '../../layout/PagePlaceholder';

export default function NotificationsPage() {
  return <PagePlaceholder routeId="notifications" />;
}
