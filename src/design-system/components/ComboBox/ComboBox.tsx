import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  useLocale,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import * as styles from './ComboBox.css';
import { searchMatches } from './searchText';

/** One choice of the list. */
export interface ComboBoxOption {
  id: string;
  /** What the list and the field show once chosen. */
  label: string;
  /** Further text the search also finds it by (a number, the name in the other language); not shown. */
  keywords?: string;
  /** A second line under the label, in the list only (e.g. "٧ آيات"). */
  detail?: string;
}

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<ComboBoxOption>, 'className' | 'style' | 'children' | 'isInvalid' | 'items' | 'defaultItems' | 'value' | 'onChange' | 'defaultFilter' | 'selectionMode' | 'allowsEmptyCollection'> {
  label: string;
  options: readonly ComboBoxOption[];
  /** The chosen option's id, or null when none is chosen. */
  value: string | null;
  onChange: (id: string | null) => void;
  description?: string;
  /** A message from validation or the server; when present the field is invalid and shows it. */
  errorMessage?: string | undefined;
  /** Shown in the open list when nothing matches what was typed. */
  emptyMessage: string;
  placeholder?: string;
  /** The name of the button that opens the whole list (it has no visible text). */
  openLabel: string;
  className?: string;
}

/**
 * A field whose value is chosen from a list, found by typing part of its name (react-aria's ComboBox): Arabic marks and
 * hamza forms, digits of either script and letter case are ignored in the search. Only a listed option can be chosen.
 */
export function ComboBox({ label, options, value, onChange, description, errorMessage, emptyMessage, placeholder, openLabel, className, ...props }: ComboBoxProps) {
  const { locale } = useLocale();
  // react-aria filters on an option's text value (its label, which also fills the field once chosen): its keywords are found by label.
  const searchTextByLabel = new Map(options.map((option) => [option.label, option.keywords ? `${option.label} ${option.keywords}` : option.label]));
  return (
    <AriaComboBox<ComboBoxOption>
      {...props}
      defaultItems={options}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      defaultFilter={(textValue, inputValue) => searchMatches(searchTextByLabel.get(textValue) ?? textValue, inputValue, locale)}
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.trigger} aria-label={openLabel}>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox<ComboBoxOption> className={styles.listBox} renderEmptyState={() => <div className={styles.empty}>{emptyMessage}</div>}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.item}>
              <span className={styles.itemLabel}>{option.label}</span>
              {option.detail ? <span className={styles.itemDetail}>{option.detail}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
