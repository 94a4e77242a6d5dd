import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Button from '@mui/material/Button';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/** Adds a row to a list of inputs (a display hint, a factory), named in words beside its icon. */
export function AddRowButton({ label, className }: { readonly label: string; readonly className?: string }) {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" className={className} startIcon={<AddCircleOutline />} onClick={() => add()}>
      {translate(label)}
    </Button>
  );
}
