import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import { HomeContent } from './HomeContent';

/** `/`: the landing page. react-aria links (buttons that navigate) go through the router. */
export default function HomePage() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <HomeContent />
    </AriaRouterProvider>
  );
}
