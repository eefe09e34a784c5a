// Original line icons drawn for this project (24×24, currentColor), always decorative: the control carries the name.
import type { ReactNode, SVGProps } from 'react';
import * as styles from './icons.css';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function make(paths: ReactNode, options: { forward?: boolean; filled?: boolean } = {}) {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill={options.filled ? 'currentColor' : 'none'}
        stroke={options.filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={[styles.icon, options.forward ? styles.forward : '', className].filter(Boolean).join(' ')}
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const CloseIcon = make(<path d="M6 6l12 12M18 6L6 18" />);
export const MenuIcon = make(<path d="M4 7h16M4 12h16M4 17h16" />);
export const ChevronDownIcon = make(<path d="M6 9l6 6 6-6" />);
/** Points to the next item in reading order: right in English, left in Arabic. */
export const ChevronForwardIcon = make(<path d="M9 6l6 6-6 6" />, { forward: true });
export const ChevronBackIcon = make(<path d="M15 6l-6 6 6 6" />, { forward: true });
export const ArrowForwardIcon = make(<path d="M5 12h14M13 6l6 6-6 6" />, { forward: true });
export const ArrowUpIcon = make(<path d="M12 19V5M6 11l6-6 6 6" />);
export const CalendarIcon = make(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const BellIcon = make(<path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />);
export const ExternalIcon = make(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />, {
  forward: true,
});
export const PauseIcon = make(<path d="M9 6v12M15 6v12" />);
/** Play points right in both directions: media controls follow the tape, not the reading order (not mirrored). */
export const PlayIcon = make(<path d="M8 5.5v13l10-6.5z" />);
export const StarIcon = make(
  <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" />,
  { filled: true },
);
export const AlertIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
export const InboxIcon = make(
  <>
    <path d="M4 13l2.5-7h11L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
    <path d="M4 13h4.5l1 2h5l1-2H20" />
  </>,
);
export const OfflineIcon = make(
  <>
    <path d="M2.5 8.5a14 14 0 0 1 5-2.9M21.5 8.5a14 14 0 0 0-9-3.5M5.5 12a9 9 0 0 1 4.5-2.4M18.5 12a9 9 0 0 0-2-1.3M9 15.5a4.5 4.5 0 0 1 6 0" />
    <path d="M12 19.5v.01M3 3l18 18" />
  </>,
);
export const CheckIcon = make(<path d="M5 12.5l4.5 4.5L19 7.5" />);

/** The step cards' medal with a star: a ribbon, a gold disc and an eight-point star. */
export function MedalStarIcon({ className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={[styles.icon, className].filter(Boolean).join(' ')} {...props}>
      <path d="M15 3h8l4 12h-8z" fill="#14563A" />
      <path d="M33 3h-8l-4 12h8z" fill="#0F4530" />
      <circle cx="24" cy="29" r="15" fill="#C9A227" />
      <circle cx="24" cy="29" r="11.5" fill="none" stroke="#FAF7F0" strokeWidth="1.5" />
      <path
        d="M24 20.5l2.3 4.3 4.8-.7-2.3 4.2 2.3 4.2-4.8-.7L24 36.1l-2.3-4.3-4.8.7 2.3-4.2-2.3-4.2 4.8.7z"
        fill="#FAF7F0"
      />
    </svg>
  );
}
