import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MAX_BYTES, MAX_FILES } from '@pcbm/domain/upload/upload-limits';
import { fileSizeText } from '@pcbm/web-kit/chat/chat-time';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withAddedFiles, type FileProblem } from './additional-files';

/** Files the customer adds to the order: chosen, listed, removed again before saving; files already sent stay. */
export function AdditionalFiles({ existing, files, onChange }: { readonly existing: readonly string[]; readonly files: readonly File[]; readonly onChange: (files: File[]) => void }) {
  const { t, i18n } = useTranslation('requests');
  const { t: chatT } = useTranslation('chat');
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const size = (bytes: number) => fileSizeText(bytes, chatT, i18n.language);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const added = [...(event.target.files ?? [])];
    event.target.value = '';
    if (added.length === 0) return;
    const result = withAddedFiles(files, added);
    setProblems(result.problems);
    if (result.problems.length === 0) onChange(result.files);
  };

  const problemText = (problem: FileProblem) =>
    problem.code === 'FILE_TOO_LARGE' ? t('edit.files.problems.FILE_TOO_LARGE', { file: problem.file, size: size(MAX_BYTES) }) : t(`edit.files.problems.${problem.code}`, { size: size(MAX_BYTES), count: MAX_FILES });

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby="edit-files-hint">
      <Typography component="legend" variant="subtitle2">
        {t('edit.files.legend')}
      </Typography>
      <Typography id="edit-files-hint" variant="body2" color="text.secondary">
        {t('edit.files.hint', { count: MAX_FILES, size: size(MAX_BYTES) })}
      </Typography>
      {existing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('edit.files.existing', { names: existing.join(', ') })}
        </Typography>
      )}
      {files.length > 0 && (
        <List dense aria-label={t('edit.files.chosen')}>
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('edit.files.remove', { name: file.name })}
                  onClick={() => {
                    onChange(files.filter((other) => other !== file));
                    chooseButton.current?.focus();
                  }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={size(file.size)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
      {problems.length > 0 && (
        <Alert severity="error" role="alert" sx={{ my: 1 }} onClose={() => setProblems([])}>
          {problems.map((problem) => (
            <div key={problem.code === 'FILE_TOO_LARGE' ? problem.file : problem.code}>{problemText(problem)}</div>
          ))}
        </Alert>
      )}
      <Button ref={chooseButton} startIcon={<AttachFileIcon aria-hidden />} onClick={() => input.current?.click()} aria-describedby="edit-files-hint" sx={{ mt: 0.5 }}>
        {t('edit.files.choose')}
      </Button>
      <input ref={input} type="file" multiple hidden aria-label={t('edit.files.choose')} onChange={choose} />
    </fieldset>
  );
}
