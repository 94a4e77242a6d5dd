import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../frame/visually-hidden';
import type { MessageList as Messages } from './message-pages';
import { isSetBack, type ChatRole } from './message-text';
import { MessageItem } from './MessageItem';

/** How close to the end (in pixels) still counts as reading the newest messages. */
const NEAR_END = 80;


export interface MessageListProps {
  readonly messages: Messages;
  readonly loadingOlder: boolean;
  readonly onOlder: () => void;
  /** The signed-in person's id. */
  readonly meId: string | null;
  /** The role of the reader's side (Requester or Handler). */
  readonly myRole: ChatRole;
  readonly companyName: (companyId: string | null | undefined) => string | null;
}

/**
 * The messages, oldest at the top: a labelled log that keeps the reader's place when older
 * messages come in above, follows new ones at the end, and announces them politely.
 */
export function MessageList({ messages, loadingOlder, onOlder, meId, myRole, companyName }: MessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const nearEnd = useRef(true);
  const shown = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });
  const [announcement, setAnnouncement] = useState('');
  const { entries } = messages;
  const first = entries[0]?.message.id ?? null;
  const last = entries[entries.length - 1]?.message.id ?? null;

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = shown.current;
    shown.current = { first, last };
    if (!element) return;
    if (keepFromBottom.current !== null && first !== before.first) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    }
    if (last === before.last || last === null) return;
    const lastEntry = entries[entries.length - 1];
    const ownLast = lastEntry?.message.senderId === meId;
    if (before.last === null || nearEnd.current || ownLast) element.scrollTop = element.scrollHeight;
    if (before.last === null) return;
    const start = entries.findIndex((entry) => entry.message.id === before.last);
    const added = entries.slice(start + 1).filter((entry) => entry.message.senderId !== meId || !meId);
    if (added.length > 0) setAnnouncement(t('live.new', { count: added.length }));
  }, [first, last, entries, meId, t]);

  const older = () => {
    const element = scroller.current;
    keepFromBottom.current = element ? element.scrollHeight - element.scrollTop : null;
    onOlder();
  };
  const trackEnd = () => {
    const element = scroller.current;
    if (element) nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END;
  };
  const plain = entries.map((entry) => entry.message);

  return (
    <>
      <Box
        ref={scroller}
        role="log"
        aria-live="off"
        aria-label={t('log')}
        aria-busy={loadingOlder}
        tabIndex={0}
        onScroll={trackEnd}
        sx={{
          maxHeight: '60vh',
          overflowY: 'auto',
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {messages.hasOlder && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
            <Button size="small" onClick={older} disabled={loadingOlder}>
              {loadingOlder ? t('loadingOlder') : t('older')}
            </Button>
          </Box>
        )}
        {entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {t('empty')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {entries.map(({ message }, index) => (
              <li key={message.id}>
                <MessageItem
                  message={message}
                  own={Boolean(meId) && message.senderId === meId}
                  mine={message.senderRole === myRole || (Boolean(meId) && message.senderId === meId)}
                  setBack={isSetBack(plain, index, messages.hasOlder)}
                  companyName={companyName}
                />
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
