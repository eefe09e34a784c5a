// The light entry: everything a page may show at first paint. The carousel, modal dialogs, the drawer
// and the toast host are heavy and live in ./lazy.ts (React.lazy wrappers) so they load when used.
export * from './theme';
export * from './icons/icons';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useInViewport } from './hooks/useInViewport';
export { useScrolledPast } from './hooks/useScrolledPast';
export { useRevealInTurn } from './hooks/useRevealInTurn';

// Layout primitives (Braid's Stack, Inline, Columns, Tiles): spacing between children comes from the theme's space scale.
export { Stack, stackAlignments } from './components/Layout/Stack';
export type { StackProps, StackAlign } from './components/Layout/Stack';
export { Inline, inlineAlignments, inlineAlignmentsY } from './components/Layout/Inline';
export type { InlineProps, InlineAlign, InlineAlignY } from './components/Layout/Inline';
export { Columns, Column } from './components/Layout/Columns';
export type { ColumnsProps, ColumnProps } from './components/Layout/Columns';
export { Tiles } from './components/Layout/Tiles';
export type { TilesProps } from './components/Layout/Tiles';
export type { Space, Responsive, LayoutElement } from './components/Layout/layout';

export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { LinkButton } from './components/Button/LinkButton';
export type { LinkButtonProps } from './components/Button/LinkButton';
export { IconButton } from './components/Button/IconButton';
export type { IconButtonProps } from './components/Button/IconButton';
export { Form } from './components/Form/Form';
export { Spinner, SpinnerGraphic, spinnerSizes, spinnerTones } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Preloader } from './components/Preloader/Preloader';
export type { PreloaderProps } from './components/Preloader/Preloader';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { RadioGroup } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup/RadioGroup';
export { ComboBox } from './components/ComboBox/ComboBox';
export type { ComboBoxProps, ComboBoxOption } from './components/ComboBox/ComboBox';
export { searchMatches, searchableText } from './components/ComboBox/searchText';
export { Tabs } from './components/Tabs/Tabs';
export type { TabsProps, TabEntry } from './components/Tabs/Tabs';
export { Calendar } from './components/Calendar/Calendar';
export type { CalendarProps } from './components/Calendar/Calendar';
export { DatePicker } from './components/DatePicker/DatePicker';
export type { DatePickerProps } from './components/DatePicker/DatePicker';
export { Menu } from './components/Menu/Menu';
export type { MenuProps, MenuEntry } from './components/Menu/Menu';
export { DisclosureGroup } from './components/DisclosureGroup/DisclosureGroup';
export type { DisclosureGroupProps, DisclosureEntry } from './components/DisclosureGroup/DisclosureGroup';
export { Avatar, avatarGenders, avatarSizes } from './components/Avatar/Avatar';
export type { AvatarProps, AvatarGender } from './components/Avatar/Avatar';
export { NotificationDot } from './components/NotificationDot/NotificationDot';
export type { NotificationDotProps } from './components/NotificationDot/NotificationDot';
export { PrizeCard } from './components/PrizeCard/PrizeCard';
export type { PrizeCardProps } from './components/PrizeCard/PrizeCard';
export { TrackCard } from './components/TrackCard/TrackCard';
export type { TrackCardProps } from './components/TrackCard/TrackCard';
export { StepCard, StepList, stepSides } from './components/StepCard/StepCard';
export type { StepCardProps, StepSide } from './components/StepCard/StepCard';
export { ArchiveCard, archiveToneFor } from './components/ArchiveCard/ArchiveCard';
export type { ArchiveCardProps } from './components/ArchiveCard/ArchiveCard';
export { StatisticCounter } from './components/StatisticCounter/StatisticCounter';
export type { StatisticCounterProps } from './components/StatisticCounter/StatisticCounter';
export { TestimonialCard, formatTestimonialDate } from './components/TestimonialCard/TestimonialCard';
export type { TestimonialCardProps } from './components/TestimonialCard/TestimonialCard';
export { Countdown } from './components/Countdown/Countdown';
export type { CountdownProps, CountdownLabels } from './components/Countdown/Countdown';
export { BackToTop } from './components/BackToTop/BackToTop';
export type { BackToTopProps } from './components/BackToTop/BackToTop';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export { ResourceView } from './components/ResourceView/ResourceView';
export type { ResourceViewProps, ResourceViewLabels, ResourceViewState, ResourceViewStatus } from './components/ResourceView/ResourceView';
export { ExternalLink } from './components/ExternalLink/ExternalLink';
export type { ExternalLinkProps } from './components/ExternalLink/ExternalLink';
export { ShareControl, shareControlStates, shareTargets } from './components/ShareControl/ShareControl';
export type { ShareControlProps, ShareControlLabels, ShareControlState } from './components/ShareControl/ShareControl';
// notify() loads react-toastify itself on first use, so it is safe to import eagerly.
export { notify } from './components/Toast/notify';

// Types only for the heavy components (no runtime import): use them through ./lazy.
export type { CarouselProps } from './components/Carousel/Carousel';
export type { ModalProps, ModalSize } from './components/Modal/Modal';
export type { DrawerProps, DrawerSide } from './components/Drawer/Drawer';
export type { OfflineDialogProps } from './components/OfflineDialog/OfflineDialog';
export type { ToastHostProps } from './components/Toast/ToastHost';
