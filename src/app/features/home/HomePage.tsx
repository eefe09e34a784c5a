import { HomeContent } from './HomeContent';

/** `/`: the landing page (AppLayout's LinkRouter sends its react-aria links through the router). */
export default function HomePage() {
  return <HomeContent />;
}
