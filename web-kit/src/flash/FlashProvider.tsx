import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextFlash, type FlashAction, type FlashMessage, type FlashType } from './flash-queue';

export interface Flash {
  /** Shows a message and resolves with the action the person chose. */
  show(type: FlashType, message: string, actions?: readonly FlashAction[]): Promise<FlashAction>;
}

const FlashContext = createContext<Flash | null>(null);

export function useFlash(): Flash {
  const flash = useContext(FlashContext);
  if (!flash) throw new Error('useFlash needs a FlashProvider');
  return flash;
}

/** The flash dialog: one message at a time, the most important first. */
export function FlashProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<readonly FlashMessage[]>([]);
  const nextId = useRef(1);
  const show = useCallback<Flash['show']>(
    (type, message, actions = ['close']) =>
      new Promise<FlashAction>((resolve) => {
        const id = nextId.current++;
        setQueue((current) => [...current, { id, type, message, actions, resolve }]);
      }),
    [],
  );
  const flash = useMemo(() => ({ show }), [show]);
  const current = nextFlash(queue);
  const choose = (action: FlashAction) => {
    if (!current) return;
    setQueue((all) => all.filter((m) => m.id !== current.id));
    current.resolve(action);
  };
  return (
    <FlashContext.Provider value={flash}>
      {children}
      <Dialog open={Boolean(current)} onClose={() => choose('close')} aria-labelledby="flash-title" aria-describedby="flash-text">
        {current && (
          <>
            <DialogTitle id="flash-title">{t(`flash.title.${current.type}`)}</DialogTitle>
            <DialogContent>
              <DialogContentText id="flash-text" role={current.type === 'error' ? 'alert' : undefined}>
                {current.message}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              {current.actions.map((action, index) => (
                <Button key={action} onClick={() => choose(action)} variant={index === current.actions.length - 1 ? 'contained' : 'text'} autoFocus={index === current.actions.length - 1}>
                  {t(`flash.${action}`)}
                </Button>
              ))}
            </DialogActions>
          </>
        )}
      </Dialog>
    </FlashContext.Provider>
  );
}
