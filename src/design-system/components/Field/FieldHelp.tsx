import { FieldError, Text } from 'react-aria-components';
import * as styles from './Field.css';

/** Under a field: its hint (read with the field as its description) and its error message. */
export function FieldHelp({ description, errorMessage }: { description?: string | undefined; errorMessage?: string | undefined }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
