import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const NoticeContext = createContext<((message: string) => void) | null>(null);

/** Tells that something the person did has worked, for a few seconds at the bottom, without stopping them. */
export function NoticeProvider({ children }: { readonly children: ReactNode }) {
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  const show = useCallback((message: string) => setNotice({ id: Date.now(), message }), []);
  return (
    <NoticeContext.Provider value={show}>
      {children}
      <Snackbar key={notice?.id} open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Alert severity="success" variant="filled" role="status" onClose={() => setNotice(null)}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </NoticeContext.Provider>
  );
}

export function useNotice(): (message: string) => void {
  const show = useContext(NoticeContext);
  return show ?? (() => undefined);
}
