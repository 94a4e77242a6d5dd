import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES, languageNamer } from '@pcbm/web-kit/vocabulary/languages';
import { useMemo, type ReactNode } from 'react';
import { get, useController, useFormState, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOUNDS, DIMENSIONS, MAX_LANGUAGES, problemText, type Problem, type ProfileForm } from './profile-form';

type ProfileControl = Control<ProfileForm, unknown, unknown>;

const fieldId = (name: string) => `profile-${name.replace(/\./g, '-')}`;

interface NumberInputProps {
  readonly control: ProfileControl;
  readonly name: FieldPath<ProfileForm>;
  /** The visible label. */
  readonly label: string;
  /** The whole name when the visible label needs its group to be understood; it contains the label. */
  readonly fullLabel?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly decimals?: boolean;
  readonly hint?: string;
}

/** A number typed as text (a decimal comma is fine), with its problem in words under it. */
export function NumberInput({ control, name, label, fullLabel, required, disabled, decimals = true, hint }: NumberInputProps) {
  const { t } = useTranslation('manufacturerProfile');
  const { field, fieldState } = useController({ control: control as Control<ProfileForm>, name });
  const error = problemText(fieldState.error, t);
  return (
    <TextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      id={fieldId(name)}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      slotProps={{
        htmlInput: { inputMode: decimals ? 'decimal' : 'numeric', 'aria-label': fullLabel },
        formHelperText: error ? { role: 'alert' } : undefined,
      }}
    />
  );
}

/** The problem of a whole group (a range that does not fit together, a list with too few entries). */
function GroupProblem({ control, name, problem }: { readonly control: ProfileControl; readonly name: FieldPath<ProfileForm>; readonly problem?: Problem }) {
  const { t } = useTranslation('manufacturerProfile');
  const { errors } = useFormState({ control: control as Control<ProfileForm>, name });
  const error = get(errors, name) as { type?: string; message?: string; root?: { type?: string; message?: string } } | undefined;
  const own = error?.root ?? (error?.message !== undefined ? error : undefined);
  if (!own) return null;
  const text = problem && own.type !== 'server' ? t(`problems.${problem}`) : problemText({ type: own.type ?? 'custom', message: own.message }, t);
  return (
    <FormHelperText error role="alert" id={`${fieldId(name)}-problem`}>
      {text}
    </FormHelperText>
  );
}

function Section({ id, title, help, children }: { readonly id: string; readonly title: string; readonly help?: string; readonly children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={help ? `${id}-help` : undefined}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help && (
        <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {help}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** Smallest and largest size (long side, short side, height) in mm, as boards or parts. */
export function SizeRangeFields({ control, name, disabled }: { readonly control: ProfileControl; readonly name: 'boardSize' | 'ecSize'; readonly disabled?: boolean }) {
  const { t } = useTranslation('manufacturerProfile');
  const title = t(`${name}.title`);
  return (
    <Section id={fieldId(name)} title={title} help={t(`${name}.help`)}>
      {BOUNDS.map((bound) => (
        <Grid key={bound} container columnSpacing={2} sx={{ alignItems: 'baseline' }}>
          <Grid size={{ xs: 12, sm: 2 }}>
            <Typography variant="body2" sx={{ pt: { sm: 1 }, pb: { xs: 1, sm: 0 } }} aria-hidden>
              {t(`size.${bound}`)}
            </Typography>
          </Grid>
          {DIMENSIONS.map((dimension) => {
            const label = t('size.dimension', { dimension: t(`size.${dimension}`) });
            return (
              <Grid key={dimension} size={{ xs: 12, sm: 10 / 3 }}>
                <NumberInput
                  control={control}
                  name={`${name}.${bound}.${dimension}`}
                  label={label}
                  fullLabel={t('size.fullLabel', { range: title, bound: t(`size.${bound}`), label })}
                  required
                  disabled={disabled}
                />
              </Grid>
            );
          })}
        </Grid>
      ))}
      <GroupProblem control={control} name={name} />
    </Section>
  );
}

/** From how many to how many; an empty upper bound means no upper limit. */
export function QuantityRangeFields({ control, name, disabled }: { readonly control: ProfileControl; readonly name: 'pcbQuantity' | 'componentQuantity'; readonly disabled?: boolean }) {
  const { t } = useTranslation('manufacturerProfile');
  const title = t(`${name}.title`);
  return (
    <Section id={fieldId(name)} title={title} help={t(`${name}.help`)}>
      <Grid container columnSpacing={2}>
        {BOUNDS.map((bound) => (
          <Grid key={bound} size={{ xs: 12, sm: 6 }}>
            <NumberInput
              control={control}
              name={`${name}.${bound}`}
              label={t(`quantity.${bound}`)}
              fullLabel={t('quantity.fullLabel', { range: title, label: t(`quantity.${bound}`) })}
              required={bound === 'min'}
              decimals={false}
              disabled={disabled}
              hint={bound === 'max' ? t('quantity.noLimit') : undefined}
            />
          </Grid>
        ))}
      </Grid>
      <GroupProblem control={control} name={name} />
    </Section>
  );
}

interface CheckboxGroupProps {
  readonly control: ProfileControl;
  readonly name: 'orderTypes' | 'certificates' | 'supportedServices';
  readonly title: string;
  readonly help?: string;
  readonly options: readonly string[];
  readonly optionLabel: (value: string) => string;
  readonly problem?: Problem;
  readonly disabled?: boolean;
  /** Columns on wide screens. */
  readonly columns?: number;
}

/** A list of choices as checkboxes; the value keeps the options' order. */
export function CheckboxGroup({ control, name, title, help, options, optionLabel, problem, disabled, columns = 3 }: CheckboxGroupProps) {
  const { t } = useTranslation('manufacturerProfile');
  const { field, fieldState } = useController({ control: control as Control<ProfileForm>, name });
  const chosen = new Set(field.value as string[]);
  const toggle = (option: string, on: boolean) => field.onChange(options.filter((o) => (o === option ? on : chosen.has(o))));
  const error = fieldState.error ? (problem ? t(`problems.${problem}`) : problemText(fieldState.error, t)) : undefined;
  const id = fieldId(name);
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ display: 'block' }} aria-describedby={[help ? `${id}-help` : '', error ? `${id}-problem` : ''].join(' ').trim() || undefined}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {title}
      </FormLabel>
      {help && (
        <Typography id={`${id}-help`} variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }, columnGap: 2 }}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={chosen.has(option)} onChange={(_, on) => toggle(option, on)} onBlur={field.onBlur} name={`${name}.${option}`} slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            label={optionLabel(option)}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText role="alert" id={`${id}-problem`}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}

interface RadioChoiceProps {
  readonly control: ProfileControl;
  readonly name: 'ipcClass';
  readonly title: string;
  readonly help?: string;
  readonly options: readonly string[];
  readonly optionLabel: (value: string) => string;
  readonly problem: Problem;
  readonly disabled?: boolean;
}

/** One of a few choices as radio buttons. */
export function RadioChoice({ control, name, title, help, options, optionLabel, problem, disabled }: RadioChoiceProps) {
  const { t } = useTranslation('manufacturerProfile');
  const { field, fieldState } = useController({ control: control as Control<ProfileForm>, name });
  const error = fieldState.error ? (fieldState.error.type === 'server' ? fieldState.error.message : t(`problems.${problem}`)) : undefined;
  const id = fieldId(name);
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ display: 'block' }}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {title}
      </FormLabel>
      {help && (
        <Typography id={`${id}-help`} variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
      <RadioGroup row name={field.name} value={field.value} onChange={(_, value) => field.onChange(value)} aria-labelledby={`${id}-label`} aria-describedby={help ? `${id}-help` : undefined}>
        {options.map((option, index) => (
          <FormControlLabel key={option} value={option} control={<Radio onBlur={field.onBlur} slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />} label={optionLabel(option)} />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText role="alert" id={`${id}-problem`}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** An on/off setting with a line that says what it means. */
export function SwitchField({ control, name, label, help, disabled }: { readonly control: ProfileControl; readonly name: 'allowMatching' | 'doubleSidedSMT'; readonly label: string; readonly help: string; readonly disabled?: boolean }) {
  const { field } = useController({ control: control as Control<ProfileForm>, name });
  const id = fieldId(name);
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref, 'aria-describedby': `${id}-help` } }} />}
        label={label}
        disabled={disabled}
      />
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ ml: { sm: 6 } }}>
        {help}
      </Typography>
    </Box>
  );
}

/** The languages the producer speaks with customers, stored as language codes, shown and searched by name. */
export function LanguagesField({ control, disabled }: { readonly control: ProfileControl; readonly disabled?: boolean }) {
  const { t, i18n } = useTranslation('manufacturerProfile');
  const { field, fieldState } = useController({ control: control as Control<ProfileForm>, name: 'spokenLanguages' });
  const value = field.value as string[];
  const nameOf = useMemo(() => languageNamer(i18n.language), [i18n.language]);
  const options = useMemo(() => [...new Set([...LANGUAGE_CODES, ...value])].sort((a, b) => nameOf(a).localeCompare(nameOf(b), i18n.language)), [value, nameOf, i18n.language]);
  const error = fieldState.error ? (fieldState.error.type === 'server' ? fieldState.error.message : t('problems.languages')) : undefined;
  return (
    <Autocomplete
      multiple
      id={fieldId('spokenLanguages')}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_, codes) => field.onChange(codes)}
      onBlur={field.onBlur}
      getOptionLabel={nameOf}
      filterSelectedOptions
      autoHighlight
      noOptionsText={t('languages.none')}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('languages.title')}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error ?? t('languages.help', { max: MAX_LANGUAGES })}
          slotProps={{ ...params.slotProps, formHelperText: error ? { role: 'alert' } : undefined }}
        />
      )}
    />
  );
}
