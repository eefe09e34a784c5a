import {
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps<V extends string = string>
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'isInvalid' | 'value' | 'defaultValue' | 'onChange'> {
  label: string;
  options: ReadonlyArray<RadioOption<V>>;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V) => void;
  description?: string;
  errorMessage?: string | undefined;
  className?: string;
}

/** A single choice among a few options (the complaint/suggestion type). Arrow keys follow the reading direction. */
export function RadioGroup<V extends string = string>({
  label,
  options,
  description,
  errorMessage,
  orientation = 'horizontal',
  className,
  onChange,
  ...props
}: RadioGroupProps<V>) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      onChange={(v) => onChange?.(v as V)}
      isInvalid={Boolean(errorMessage)}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>
        {label}
        {props.isRequired ? <span className={fieldStyles.requiredMark} aria-hidden="true">*</span> : null}
      </Label>
      <div className={styles.options({ orientation })}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            <span className={styles.indicator} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
