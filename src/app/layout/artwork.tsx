// Original placeholder artwork drawn for this project (no third-party logos): the site's logo,
// the co-founder's mark and the academy's mark. Colours come from the theme through currentColor
// and two custom properties, so the marks follow the palette.

type ArtProps = { className?: string };

/** The competition's logo: an open book under an eight-pointed star. Decorative; the link names it. */
export function LogoArt({ className }: ArtProps) {
  return (
    <svg className={className} viewBox="0 0 60 60" aria-hidden="true" focusable="false">
      <circle cx="30" cy="30" r="29" fill="#14563A" />
      <path d="M30 6l4.6 6.9 8.1-1.6-1.6 8.1L48 24l-6.9 4.6 1.6 8.1-8.1-1.6L30 42l-4.6-6.9-8.1 1.6 1.6-8.1L12 24l6.9-4.6-1.6-8.1 8.1 1.6z" fill="#C9A227" />
      <circle cx="30" cy="24" r="6" fill="#14563A" />
      <path d="M12 40c6-3 12-3 18 1 6-4 12-4 18-1v9c-6-3-12-3-18 1-6-4-12-4-18-1z" fill="#FFFFFF" />
      <path d="M30 41v9" stroke="#14563A" strokeWidth="1.5" />
    </svg>
  );
}

/** The co-founding organisation's placeholder mark: a palm over three arches. */
export function CoFounderArt({ className }: ArtProps) {
  return (
    <svg className={className} viewBox="0 0 75 75" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="73" height="73" rx="14" fill="#FAF7F0" stroke="#7A5A0E" strokeWidth="2" />
      <path d="M37.5 44V22" stroke="#14563A" strokeWidth="3" strokeLinecap="round" />
      <path d="M37.5 23c-6-6-13-6-17-2 6 0 11 2 17 2zM37.5 23c6-6 13-6 17-2-6 0-11 2-17 2zM37.5 23c-3-7-9-10-14-9 5 2 9 5 14 9zM37.5 23c3-7 9-10 14-9-5 2-9 5-14 9z" fill="#14563A" />
      <path d="M14 62V53a6 6 0 0 1 12 0v9M31.5 62V53a6 6 0 0 1 12 0v9M49 62V53a6 6 0 0 1 12 0v9" fill="none" stroke="#7A5A0E" strokeWidth="3" />
      <path d="M10 62h55" stroke="#7A5A0E" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The academy's placeholder mark: a mortarboard over a lamp. */
export function AcademyArt({ className }: ArtProps) {
  return (
    <svg className={className} viewBox="0 0 75 75" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="73" height="73" rx="14" fill="#0F3D2A" />
      <path d="M37.5 14L62 25 37.5 36 13 25z" fill="#C9A227" />
      <path d="M24 30v9c0 4 6 7 13.5 7S51 43 51 39v-9l-13.5 6z" fill="#FFFFFF" />
      <path d="M60 26v13" stroke="#C9A227" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M30 58c0-4 3.5-7 7.5-7s7.5 3 7.5 7z" fill="#C9A227" />
      <path d="M37.5 51c-2-2-2-4 0-6 2 2 2 4 0 6z" fill="#FFFFFF" />
      <path d="M26 61h23" stroke="#FFFFFF" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
