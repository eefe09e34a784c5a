import { useNumberFormatter } from 'react-aria';
import * as styles from './Field.css';

export interface CharacterCountProps {
  count: number;
  max: number;
  /** Builds the visible text; default is the two numbers in the current locale ("١٢ / ٢٥٥"). */
  format?: (count: number, max: number) => string;
}

export function CharacterCount({ count, max, format }: CharacterCountProps) {
  const nf = useNumberFormatter();
  const text = format ? format(count, max) : `${nf.format(count)} / ${nf.format(max)}`;
  return <span className={styles.count({ over: count > max })}>{text}</span>;
}
