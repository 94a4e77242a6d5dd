import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/time';
import { sentTimeText } from './chat-time';
import type { ChatMessage } from './chat-queries';
import { FileDownload } from './FileDownload';
import { QUOTE_FILE_NAME, storedFilePath } from './file-path';
import { isPersonMessage, systemMessageText } from './message-text';
import { usePersonName } from './use-person-name';

export interface MessageItemProps {
  readonly message: ChatMessage;
  /** Written by the reader's side: shown on the right. */
  readonly mine: boolean;
  /** Written by the signed-in person. */
  readonly own: boolean;
  /** For a "waiting for quote" status: the order was set back after a quote. */
  readonly setBack: boolean;
  /** The name of a company by its id, where the chat knows it. */
  readonly companyName: (companyId: string | null | undefined) => string | null;
}

function SentTime({ createdOn }: { readonly createdOn: string }) {
  const { t, i18n } = useTranslation('chat');
  const full = formatDateTime(createdOn, i18n.language);
  return (
    <Typography component="time" variant="caption" color="text.secondary" dateTime={createdOn} title={full}>
      {sentTimeText(createdOn, t, i18n.language)}
    </Typography>
  );
}

/** One message: people's messages as bubbles (the reader's side on the right), system messages centred and muted. */
export function MessageItem({ message, mine, own, setBack, companyName }: MessageItemProps) {
  const { t } = useTranslation('chat');
  const person = isPersonMessage(message);
  const nameOf = person ? (own ? null : message.senderId) : message.kind === 'companyMember' ? message.userId : null;
  const name = usePersonName(nameOf);

  if (!person) {
    const text = systemMessageText(message, t, { personName: name, companyName: companyName(message.companyId), setBack });
    return (
      <Stack component="article" spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center', py: 1, px: 2, color: 'text.secondary' }} aria-label={t('roles.System')}>
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {text}
        </Typography>
        {message.kind === 'quote' && message.quoteFileId && (
          <FileDownload path={storedFilePath(message.quoteFileId, QUOTE_FILE_NAME)} filename={QUOTE_FILE_NAME} label={t('file.downloadQuote')} align="center" />
        )}
        <SentTime createdOn={message.createdOn} />
      </Stack>
    );
  }

  const role = t(`roles.${message.senderRole === 'Handler' ? 'Handler' : 'Requester'}`);
  const sender = own ? t('you') : t('sender', { name: name ?? t('someone'), role });
  const filename = message.filename ?? '';
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Stack
        component="article"
        spacing={0.5}
        aria-label={sender}
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'action.selected' : 'background.paper',
          border: 1,
          borderColor: mine ? 'primary.light' : 'divider',
        }}
      >
        <Typography variant="subtitle2" component="p">
          {sender}
        </Typography>
        {message.kind === 'text' ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text ?? ''}
          </Typography>
        ) : (
          <>
            <Typography variant="body2">
              {t('file.sent')}: <strong>{filename}</strong>
            </Typography>
            {message.fileDescription && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.fileDescription}
              </Typography>
            )}
            {message.fileId && <FileDownload path={storedFilePath(message.fileId, filename || 'file')} filename={filename || 'file'} label={t('file.download', { filename })} />}
          </>
        )}
        <SentTime createdOn={message.createdOn} />
      </Stack>
    </Box>
  );
}
