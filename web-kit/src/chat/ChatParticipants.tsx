import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useSite } from '../site/site-context';
import { chatErrorText } from './api-error';
import { AssignToChatMutation, UnassignFromChatMutation, type Chat } from './chat-queries';
import type { ChatRole } from './message-text';
import { usePersonName } from './use-person-name';

function ParticipantName({ userId, own }: { readonly userId: string; readonly own: boolean }) {
  const { t } = useTranslation('chat');
  const name = usePersonName(userId) ?? t('someone');
  return <li>{own ? t('participants.you', { name }) : name}</li>;
}

export interface ChatParticipantsProps {
  readonly chat: Chat;
  readonly myRole: ChatRole;
  /** Called after the signed-in person joined or left, so the chat is fetched again. */
  readonly onChanged: () => void;
}

/** Who is in the chat, per company, and a button for the signed-in person to join or leave their side. */
export function ChatParticipants({ chat, myRole, onChanged }: ChatParticipantsProps) {
  const { t } = useTranslation('chat');
  const site = useSite();
  const meId = site.me?.user.id ?? null;
  const titleId = useId();
  const hintId = useId();
  const [assigning, assign] = useMutation(AssignToChatMutation);
  const [unassigning, unassign] = useMutation(UnassignFromChatMutation);
  const [error, setError] = useState<string | null>(null);
  const mySide = myRole === 'Handler' ? chat.assignees.handlerIds : chat.assignees.requesterIds;
  const joined = meId !== null && mySide.includes(meId);
  const busy = assigning.fetching || unassigning.fetching;

  const toggle = async () => {
    setError(null);
    const result = joined ? await unassign({ chatId: chat.id }) : await assign({ chatId: chat.id });
    if (result.error && !result.data) setError(chatErrorText(result.error, t));
    else onChanged();
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('participants.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {chat.participants.map((group) => {
          const role = t(`roles.${group.role === 'Handler' ? 'Handler' : 'Requester'}`);
          const label = t('participants.group', { role, company: group.companyName ?? t('participants.noCompany') });
          return (
            <Box key={`${group.role}-${group.companyId ?? 'person'}`} sx={{ minWidth: 180 }}>
              <Typography variant="subtitle2" component="p" id={`${titleId}-${group.role}`}>
                {label}
              </Typography>
              {group.userIds.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('participants.nobody')}
                </Typography>
              ) : (
                <Box component="ul" aria-labelledby={`${titleId}-${group.role}`} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
                  {group.userIds.map((userId) => (
                    <ParticipantName key={userId} userId={userId} own={userId === meId} />
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {meId && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }} useFlexGap>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => void toggle()} aria-describedby={hintId}>
            {busy ? t('participants.busy') : joined ? t('participants.leave') : t('participants.join')}
          </Button>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t('participants.joinHint')}
          </Typography>
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
