import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeletionSectionProps {
  /** Prefix of the section's and the dialog's element ids. */
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** A sentence shown instead of the text and button when this cannot be deleted here. */
  readonly unavailable?: string | null;
  readonly buttonLabel: string;
  readonly dialogTitle: string;
  readonly dialogText: string;
  readonly confirmLabel: string;
  readonly open: boolean;
  readonly deleting: boolean;
  /** Whether what the dialog asks for is given (the confirm button stays off until then). */
  readonly confirmable: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  /** The dialog's fields, the refusal and the progress, below its text. */
  readonly children: ReactNode;
}

/**
 * A settings section that deletes something for good: a sentence on what goes, a button, and a dialog that asks for a
 * confirmation (the password, the name typed) before its red button deletes. The dialog stays while the deletion runs.
 */
export function DeletionSection(props: DeletionSectionProps) {
  const { t } = useTranslation('settings');
  const { id, open, deleting, onClose } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.confirmable && !deleting) props.onConfirm();
  };
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h3" gutterBottom>
        {props.title}
      </Typography>
      {props.unavailable ? (
        <Typography>{props.unavailable}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{props.text}</Typography>
          <Button color="error" variant="outlined" onClick={props.onOpen}>
            {props.buttonLabel}
          </Button>
        </>
      )}
      <Dialog open={open} onClose={() => !deleting && onClose()} aria-labelledby={`${id}-dialog-title`} aria-describedby={`${id}-dialog-text`}>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={`${id}-dialog-title`}>{props.dialogTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-dialog-text`} sx={{ mb: 2 }}>
              {props.dialogText}
            </DialogContentText>
            {props.children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={deleting}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={!props.confirmable || deleting}>
              {props.confirmLabel}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
