import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';

/** A dashed area files can be dropped on, lit while they are dragged over it; it holds its own words and buttons. */
export function DropArea({ onDrop, children }: { readonly onDrop: (dropped: DataTransfer) => void; readonly children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop(event.dataTransfer);
      }}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'grey.500',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  );
}
