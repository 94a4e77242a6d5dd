import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, imageProblem } from '@pcbm/domain/files/image-rule';

export interface ImagePickerProps {
  /** The image's name, shown above it, e.g. "Logo". */
  readonly label: string;
  /** The choose button's text; "Choose" and the label when not given. */
  readonly chooseLabel?: string;
  /** What a round picture shows while there is none; a person's silhouette when not given. */
  readonly placeholder?: ReactNode;
  /** The stored image (a public `/images/…` path), if any. */
  readonly currentPath: string | null | undefined;
  /** The image chosen to be sent with the next save. */
  readonly file: File | null;
  readonly onChange: (file: File | null) => void;
  readonly disabled?: boolean;
  /** A round picture (profile, logo) or a wide banner (heading image). */
  readonly variant: 'round' | 'wide';
}

/** A preview URL of a chosen file, let go when the file changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** Chooses an image (PNG or JPEG under 10 MB) with a preview; it is sent when the form is saved. */
export function ImagePicker({ label, chooseLabel, placeholder, currentPath, file, onChange, disabled, variant }: ImagePickerProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? currentPath ?? null;
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = imageProblem(chosen);
    setProblem(refused && t(`errors.${refused}`));
    if (!refused) onChange(chosen);
    if (input.current) input.current.value = '';
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography id={`${id}-label`} variant="subtitle2" component="span">
        {label}
      </Typography>
      {variant === 'round' ? (
        <Avatar src={shown ?? undefined} alt={shown ? t('images.preview', { label }) : undefined} sx={{ width: 96, height: 96 }} variant="rounded">
          {placeholder}
        </Avatar>
      ) : (
        <Box sx={{ height: 96, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
          {shown && <Box component="img" src={shown} alt={t('images.preview', { label })} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
          {chooseLabel ?? t('images.choose', { label })}
        </Button>
        {file && (
          <Button size="small" disabled={disabled} onClick={() => onChange(null)}>
            {t('images.discard')}
          </Button>
        )}
      </Box>
      <FormHelperText id={`${id}-hint`} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem ?? (file ? t('images.chosen', { name: file.name }) : t('images.hint'))}
      </FormHelperText>
    </Box>
  );
}
