import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DropArea } from '../../files/DropArea';

export interface FileDropZoneProps {
  readonly busy: boolean;
  readonly onFiles: (items: DataTransferItemList | null, files: FileList | readonly File[]) => void;
}

/** Drop files or zipped folders here, or pick them; keyboard users use the button. */
export function FileDropZone({ busy, onFiles }: FileDropZoneProps) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  return (
    <DropArea
      onDrop={(dropped) => {
        if (!busy) onFiles(dropped.items, dropped.files);
      }}
    >
      <CloudUploadIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography variant="h6" component="p">
        {t('drop.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('drop.hint')}
      </Typography>
      <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
        {t('drop.pick')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t('drop.pick')}
        data-testid="file-input"
        onChange={(event) => {
          if (event.target.files) onFiles(null, Array.from(event.target.files));
          event.target.value = '';
        }}
      />
    </DropArea>
  );
}
