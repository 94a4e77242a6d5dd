import { longText } from '@pcbm/domain/text/free-text';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS, type CancelReason } from './order-status';

const REASON_TEXT = longText(2500);

export interface ReasonDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  /** Irreversible answers get a red button. */
  readonly irreversible?: boolean;
  readonly busy?: boolean;
  readonly onClose: () => void;
  readonly onConfirm: (reason: CancelReason, reasonText: string | null) => void;
}

/** Asks for a reason from the reason list and an optional explanation before turning something down. */
export function ReasonDialog({ open, title, text, confirm, irreversible, busy, onClose, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation('requests');
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = REASON_TEXT.safeParse(reasonText);
  const textProblem = checked.success ? null : t('reason.tooLong', { max: 2500 });
  const reasonMissing = touched && reason === '';
  const submit = () => {
    setTouched(true);
    if (reason === '' || !checked.success) return;
    onConfirm(reason, checked.data ? checked.data : null);
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="reason-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          select
          fullWidth
          required
          label={t('reason.label')}
          value={reason}
          onChange={(event) => setReason(event.target.value as CancelReason)}
          error={reasonMissing}
          helperText={reasonMissing ? t('reason.required') : ' '}
          sx={{ mt: 1 }}
        >
          {CANCEL_REASONS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reason.values.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t('reason.text')}
          value={reasonText}
          onChange={(event) => setReasonText(event.target.value)}
          error={!!textProblem}
          helperText={textProblem ?? t('reason.textHint', { count: reasonText.length, max: 2500 })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" color={irreversible ? 'error' : 'primary'} onClick={submit} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
