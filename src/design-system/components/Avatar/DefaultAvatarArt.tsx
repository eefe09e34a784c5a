// Original default portraits drawn for this project: a simple, respectful silhouette for each gender.
import { useId } from 'react';

export function MaleAvatarArt({ title }: { title?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-labelledby={title ? id : undefined}>
      {title ? <title id={id}>{title}</title> : null}
      <rect width="64" height="64" fill="#E3F0E8" />
      <path d="M10 64c1.5-12 10-19 22-19s20.5 7 22 19z" fill="#14563A" />
      <path d="M26 45l6 7 6-7" fill="#FAF7F0" />
      <circle cx="32" cy="27" r="11" fill="#C99B72" />
      <path d="M20.5 25.5C20 17 25 12.5 32 12.5s12 4.5 11.5 13c-1.5-4-5-6.5-11.5-6.5s-10 2.5-11.5 6.5z" fill="#2B2420" />
      <path d="M24 32c1.5 6 4.5 8 8 8s6.5-2 8-8c-1 2-3.5 3-8 3s-7-1-8-3z" fill="#2B2420" />
    </svg>
  );
}

export function FemaleAvatarArt({ title }: { title?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-labelledby={title ? id : undefined}>
      {title ? <title id={id}>{title}</title> : null}
      <rect width="64" height="64" fill="#F2EDE1" />
      <path d="M8 64c1-13 9-21 24-21s23 8 24 21z" fill="#7A5A0E" />
      <path d="M17 30c0-10 6.5-17 15-17s15 7 15 17c0 9-3 15-8 18H25c-5-3-8-9-8-18z" fill="#14563A" />
      <ellipse cx="32" cy="30" rx="9" ry="10.5" fill="#D4A988" />
      <path d="M22.5 27c1-6 4.5-9.5 9.5-9.5s8.5 3.5 9.5 9.5c-2-3-5.5-4.5-9.5-4.5s-7.5 1.5-9.5 4.5z" fill="#0F4530" />
    </svg>
  );
}
