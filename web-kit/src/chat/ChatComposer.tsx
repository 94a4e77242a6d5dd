import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { advisesSendingAsFile, chatErrorText } from './api-error';
import { isFileTooLarge, isTextTooLong, MAX_CHAT_TEXT_LENGTH, textAsFile } from './chat-limits';
import { SendFileMessageMutation, SendTextMessageMutation, type ChatMessage } from './chat-queries';
import { fileSizeText } from './chat-time';

export interface ChatComposerProps {
  readonly chatId: string;
  /** The server's answer for a message just sent. */
  readonly onSent: (message: ChatMessage) => void;
}

/**
 * A device whose main input is a finger: its on-screen keyboard has no Shift+Enter, so Enter starts a new line there and
 * the Send button sends.
 */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * Writing in the chat: a text field (with a keyboard, Enter sends and Shift+Enter starts a new line,
 * and the field says so; on a touch device Enter starts a new line), a file with an
 * optional description, files over 10 MB refused before any upload, and texts too long for a
 * message offered as a text file.
 */
export function ChatComposer({ chatId, onSent }: ChatComposerProps) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [textState, sendText] = useMutation(SendTextMessageMutation);
  const [fileState, sendFile] = useMutation(SendFileMessageMutation);
  const textField = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sending = textState.fetching || fileState.fetching;
  const refocus = useRef(false);
  const touchOnly = useMediaQuery(TOUCH_ONLY_QUERY, { noSsr: true });

  useEffect(() => {
    if (!sending && refocus.current) {
      refocus.current = false;
      textField.current?.focus();
    }
  }, [sending]);

  const submitText = async () => {
    if (sending || !text.trim()) return;
    setProblem(null);
    if (isTextTooLong(text)) {
      setTooLong(true);
      return;
    }
    refocus.current = true;
    const result = await sendText({ chatId, text });
    if (result.data) {
      setText('');
      onSent(result.data.sendNewTextMessage);
    } else if (result.error) {
      if (advisesSendingAsFile(result.error)) setTooLong(true);
      else setProblem(chatErrorText(result.error, t));
    }
  };

  const upload = async (chosen: File, note: string | null, afterwards: () => void) => {
    setProblem(null);
    refocus.current = true;
    const result = await sendFile({ chatId, file: chosen, description: note });
    if (result.data) {
      afterwards();
      onSent(result.data.sendNewFileMessage);
    } else if (result.error) setProblem(chatErrorText(result.error, t));
  };

  const sendTextAsFile = () =>
    upload(textAsFile(text), t('composer.textFileDescription'), () => {
      setText('');
      setTooLong(false);
    });

  const sendChosenFile = () => {
    if (!file) return;
    void upload(file, description.trim() || null, () => {
      setFile(null);
      setDescription('');
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (touchOnly || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submitText();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitText();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (isFileTooLarge(chosen)) {
      setFile(null);
      setProblem(t('composer.fileTooLarge', { filename: chosen.name }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate>
      <TextField
        inputRef={textField}
        label={t('composer.label')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (tooLong && !isTextTooLong(event.target.value)) setTooLong(false);
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={8}
        disabled={sending}
        fullWidth
        helperText={touchOnly ? undefined : t('composer.hint')}
      />
      {tooLong && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setTooLong(false)} disabled={sending}>
                {t('composer.keepEditing')}
              </Button>
              <Button color="inherit" size="small" variant="outlined" onClick={() => void sendTextAsFile()} disabled={sending}>
                {t('composer.sendAsFile')}
              </Button>
            </Stack>
          }
        >
          {t('composer.textTooLong', { length: text.trim().length, max: MAX_CHAT_TEXT_LENGTH })}
        </Alert>
      )}
      {file && (
        <Stack spacing={1} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="body2">{t('composer.chosenFile', { filename: file.name, size: fileSizeText(file.size, t, i18n.language) })}</Typography>
          <TextField size="small" label={t('composer.description')} value={description} onChange={(event) => setDescription(event.target.value)} disabled={sending} fullWidth />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" onClick={sendChosenFile} disabled={sending}>
              {t('composer.sendFile')}
            </Button>
            <Button size="small" onClick={() => setFile(null)} disabled={sending}>
              {t('composer.cancelFile')}
            </Button>
          </Stack>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Box>
          <Button startIcon={<AttachFileIcon aria-hidden />} onClick={() => fileInput.current?.click()} disabled={sending}>
            {t('composer.attach')}
          </Button>
          <input ref={fileInput} type="file" hidden aria-label={t('composer.chooseFile')} onChange={choose} />
        </Box>
        <Button type="submit" variant="contained" endIcon={<SendIcon aria-hidden />} disabled={sending || !text.trim()}>
          {sending ? t('composer.sending') : t('composer.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
