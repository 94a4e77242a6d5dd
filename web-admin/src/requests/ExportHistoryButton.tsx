import DownloadIcon from '@mui/icons-material/Download';
import { saveExportFile } from '@pcbm/web-kit/files/authorized-file';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { useClient } from 'urql';
import { dataOf } from '../data/api-answer';
import { useDescribeError } from '../data/use-describe-error';
import { historyFileName } from './history-file-name';
import { RequestHistoryExportQuery } from './request-operations';

/** Saves the request's history as the server signed it (JSON lines chained by hashes), for auditors to check. */
export function ExportHistoryButton({ request }: { readonly request: { readonly id: string; readonly name: string } }) {
  const client = useClient();
  const notify = useNotify();
  const describe = useDescribeError();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { exportOrderHistory: file } = await dataOf(client.query(RequestHistoryExportQuery, { superOrderId: request.id }, { requestPolicy: 'network-only' }).toPromise());
      saveExportFile({ ...file, filename: historyFileName(request.name, file.filename) });
      notify('admin.requests.history.downloaded', { type: 'success' });
    } catch (error) {
      // The text is already in the language shown: it is its own default, not a key.
      const text = describe(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="admin.requests.history.download" variant="outlined" onClick={() => void download()} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
