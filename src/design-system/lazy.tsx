// On-demand entry points: each heavy component is its own chunk (with its CSS), fetched the first
// time it renders. The dialog wrappers render nothing, and so fetch nothing, until they are opened.
import { lazy, Suspense, type ReactNode } from 'react';
import type { CarouselProps } from './components/Carousel/Carousel';
import type { DrawerProps } from './components/Drawer/Drawer';
import type { MenuPopupProps } from './components/Menu/MenuPopup';
import type { ModalProps } from './components/Modal/Modal';
import type { OfflineDialogProps } from './components/OfflineDialog/OfflineDialog';
import type { ToastHostProps } from './components/Toast/ToastHost';

const CarouselChunk = lazy(() => import('./components/Carousel/Carousel').then((m) => ({ default: m.Carousel })));
const ModalChunk = lazy(() => import('./components/Modal/Modal').then((m) => ({ default: m.Modal })));
const DrawerChunk = lazy(() => import('./components/Drawer/Drawer').then((m) => ({ default: m.Drawer })));
const OfflineDialogChunk = lazy(() => import('./components/OfflineDialog/OfflineDialog').then((m) => ({ default: m.OfflineDialog })));
const MenuPopupChunk = lazy(() => import('./components/Menu/MenuPopup').then((m) => ({ default: m.MenuPopup })));
const ToastHostChunk = lazy(() => import('./components/Toast/ToastHost').then((m) => ({ default: m.ToastHost })));

/** The carousel; `fallback` keeps its space while the chunk loads (e.g. a Preloader with minBlockSize). */
export function LazyCarousel({ fallback = null, ...props }: CarouselProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <CarouselChunk {...props} />
    </Suspense>
  );
}

export function LazyModal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalChunk {...props} />
    </Suspense>
  );
}

export function LazyDrawer(props: DrawerProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DrawerChunk {...props} />
    </Suspense>
  );
}

export function LazyOfflineDialog(props: OfflineDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <OfflineDialogChunk {...props} />
    </Suspense>
  );
}

/** Menu's popup: the trigger stays in the page; this fetches the popup on first open and shows it when it arrives. */
export function LazyMenuPopup(props: MenuPopupProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <MenuPopupChunk {...props} />
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

/** Start fetching a chunk ahead of time (for example when the pointer nears the button that opens it). */
export const preload = {
  carousel: () => import('./components/Carousel/Carousel'),
  modal: () => import('./components/Modal/Modal'),
  drawer: () => import('./components/Drawer/Drawer'),
  offlineDialog: () => import('./components/OfflineDialog/OfflineDialog'),
  menu: () => import('./components/Menu/MenuPopup'),
  toastHost: () => import('./components/Toast/ToastHost'),
};
