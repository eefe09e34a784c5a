import { Radio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
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
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.options({ orientation })}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            <span className={styles.indicator} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
