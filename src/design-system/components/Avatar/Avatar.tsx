import { useState } from 'react';
import { FemaleAvatarArt, MaleAvatarArt } from './DefaultAvatarArt';
import * as styles from './Avatar.css';

export const avatarGenders = ['male', 'female'] as const;
export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarGender = (typeof avatarGenders)[number];
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The user's thumbnail URL; when missing or broken, the default artwork for `gender` shows. */
  src?: string | null;
  gender?: AvatarGender | null;
  /** Text alternative; pass '' when a neighbouring label already names the person (e.g. in a menu button). */
  alt: string;
  /** md is the header's 40 px. */
  size?: AvatarSize;
}

export function Avatar({ src, gender, alt, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  const Art = gender === 'female' ? FemaleAvatarArt : MaleAvatarArt;
  return (
    <span className={styles.avatar({ size })}>
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt={alt} onError={() => setFailed(true)} loading="lazy" decoding="async" />
      ) : (
        <Art title={alt || undefined} />
      )}
    </span>
  );
}
