import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** A heading whose level the page chooses, so cards fit any document outline. */
export function CardHeading({ level = 3, className, children }: { level?: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
