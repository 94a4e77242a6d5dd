import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './form-support';

export interface TextInputProps<F extends FieldValues, O> {
  readonly control: Control<F, unknown, O>;
  readonly name: FieldPath<F>;
  readonly label: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly minRows?: number;
  /** Shown under the field while it has no error. */
  readonly hint?: ReactNode;
  /** Shows how many of this many characters are used. */
  readonly maxLength?: number;
}

/**
 * A labelled text field of a settings form. Its error (in the page's language) stands under it, in a
 * line that is always there, so nothing below moves when a message comes or goes.
 */
export function TextInput<F extends FieldValues, O>({ control, name, label, required, disabled, type, autoComplete, multiline, minRows, hint, maxLength }: TextInputProps<F, O>) {
  const { t } = useTranslation('settings');
  // Two forms of a page may have a field of the same name (the current password); their ids must differ.
  const uniqueId = useId();
  const { field, fieldState } = useController({ control: control as unknown as Control<F>, name });
  const error = fieldErrorText(fieldState.error, t);
  const value = (field.value as string | number | null | undefined) ?? '';
  const count = maxLength !== undefined ? t('characters', { count: String(value).length, max: maxLength }) : undefined;
  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      id={`settings-${name}-${uniqueId}`}
      label={label}
      required={required}
      disabled={disabled}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={minRows}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? hint ?? count ?? ' '}
      slotProps={{ formHelperText: error ? { role: 'alert' } : undefined }}
    />
  );
}

export interface DropdownProps<F extends FieldValues, O> {
  readonly control: Control<F, unknown, O>;
  readonly name: FieldPath<F>;
  readonly label: string;
  readonly options: readonly string[];
  readonly optionLabel: (value: string) => string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Offers an empty choice (for optional fields). */
  readonly emptyLabel?: string;
}

/** Options sorted alphabetically by their translated label; any option whose value contains 'other' comes last. */
export function sortedOptions(options: readonly string[], optionLabel: (value: string) => string, locale: string): string[] {
  const isOther = (value: string) => value.toLowerCase().includes('other');
  return [...options].sort((a, b) => Number(isOther(a)) - Number(isOther(b)) || optionLabel(a).localeCompare(optionLabel(b), locale));
}

/** The settings dropdown: sorted by translated label, 'other' last, with the required marker. */
export function Dropdown<F extends FieldValues, O>({ control, name, label, options, optionLabel, required, disabled, emptyLabel }: DropdownProps<F, O>) {
  const { t, i18n } = useTranslation('settings');
  const uniqueId = useId();
  const { field, fieldState } = useController({ control: control as unknown as Control<F>, name });
  const error = fieldErrorText(fieldState.error, t);
  const sorted = useMemo(() => sortedOptions(options, optionLabel, i18n.language), [options, optionLabel, i18n.language]);
  return (
    <TextField
      select
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      id={`settings-${name}-${uniqueId}`}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ formHelperText: error ? { role: 'alert' } : undefined }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {sorted.map((value) => (
        <MenuItem key={value} value={value}>
          {optionLabel(value)}
        </MenuItem>
      ))}
    </TextField>
  );
}
