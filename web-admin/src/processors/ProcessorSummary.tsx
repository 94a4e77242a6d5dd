import Alert from '@mui/material/Alert';
import { useListContext, useTranslate } from 'react-admin';
import type { AdminProcessor } from './processor-operations';
import { healthOf } from './processor-health';

/** At a glance: whether every processor keeps up, or how many fail and how many are behind. */
export function ProcessorSummary() {
  const { data, isPending } = useListContext<AdminProcessor>();
  const translate = useTranslate();
  if (isPending || !data || data.length === 0) return null;
  const failing = data.filter((processor) => healthOf(processor) === 'failing').length;
  const behind = data.filter((processor) => healthOf(processor) === 'behind').length;
  const severity = failing > 0 ? 'error' : behind > 0 ? 'warning' : 'success';
  const text =
    failing + behind === 0
      ? translate('admin.processors.allKeepUp', { smart_count: data.length })
      : [failing > 0 && translate('admin.processors.failingCount', { smart_count: failing }), behind > 0 && translate('admin.processors.behindCount', { smart_count: behind })].filter(Boolean).join(' · ');
  return (
    <Alert severity={severity} role="status" sx={{ m: 2 }}>
      {text}
    </Alert>
  );
}
