// On-demand entry points: each heavy component is its own chunk (with its CSS), fetched the first
// time it renders. The dialog wrappers render nothing, and so fetch nothing, until they are opened.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { CarouselProps } from './components/Carousel/Carousel';
import type { ToastHostProps } from './components/Toast/ToastHost';

/** Start fetching a chunk ahead of time (for example when the pointer nears the button that opens it). */
export const preload = {
  carousel: () => import('./components/Carousel/Carousel'),
  modal: () => import('./components/Modal/Modal'),
  drawer: () => import('./components/Drawer/Drawer'),
  offlineDialog: () => import('./components/OfflineDialog/OfflineDialog'),
  menu: () => import('./components/Menu/MenuPopup'),
  toastHost: () => import('./components/Toast/ToastHost'),
};

/** A component fetched the first time it renders (from the same loader `preload` uses). */
function chunk<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

/** An overlay that renders, and so fetches, nothing until `isOpen`; it shows once its chunk arrives. */
function whenOpen<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Chunk = chunk(load);
  return function OnDemand(props: P) {
    if (!props.isOpen) return null;
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}

export const LazyModal = whenOpen(() => preload.modal().then((m) => m.Modal));
export const LazyDrawer = whenOpen(() => preload.drawer().then((m) => m.Drawer));
export const LazyOfflineDialog = whenOpen(() => preload.offlineDialog().then((m) => m.OfflineDialog));
/** Menu's popup: the trigger stays in the page; this fetches the popup on first open and shows it when it arrives. */
export const LazyMenuPopup = whenOpen(() => preload.menu().then((m) => m.MenuPopup));

const CarouselChunk = chunk(() => preload.carousel().then((m) => m.Carousel));
const ToastHostChunk = chunk(() => preload.toastHost().then((m) => m.ToastHost));

/** The carousel; `fallback` keeps its space while the chunk loads (e.g. a Preloader with minBlockSize). */
export function LazyCarousel({ fallback = null, ...props }: CarouselProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <CarouselChunk {...props} />
    </Suspense>
  );
}

/** Mount once near the root; react-toastify's code arrives with it. */
export function LazyToastHost(props: ToastHostProps) {
  return (
    <Suspense fallback={null}>
      <ToastHostChunk {...props} />
    </Suspense>
  );
}
