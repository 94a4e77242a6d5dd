import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { readTable } from '@pcbm/domain/tables/read-table';
import type { Table } from '@pcbm/domain/tables/table';
import { useEffect, useRef, useState } from 'react';
import type { ReadDraftFile } from '../../step-props';

export type TableState =
  | { readonly status: 'loading' }
  | { readonly status: 'none' }
  | { readonly status: 'unreadable'; readonly name: string }
  | { readonly status: 'ready'; readonly name: string; readonly table: Table };

/** The rows of the draft's parts list or placement list file, read from its stored bytes. */
export function useDraftTable(draft: OrderDraft, readFile: ReadDraftFile, use: 'bomFile' | 'cplFile'): TableState {
  const file = draft.files.find((f) => f.use === use);
  const [state, setState] = useState<TableState>({ status: 'loading' });
  // The file is read again only when it changes, not when anything else of the draft does.
  const read = useRef(readFile);
  useEffect(() => {
    read.current = readFile;
  });
  const name = file?.name;
  const size = file?.size;
  useEffect(() => {
    let cancelled = false;
    if (name === undefined) {
      setState({ status: 'none' });
      return;
    }
    setState({ status: 'loading' });
    void read.current(name).then(
      (bytes) => {
        if (cancelled) return;
        if (!bytes) return setState({ status: 'unreadable', name });
        try {
          setState({ status: 'ready', name, table: readTable({ name, bytes }) });
        } catch {
          setState({ status: 'unreadable', name });
        }
      },
      () => !cancelled && setState({ status: 'unreadable', name }),
    );
    return () => {
      cancelled = true;
    };
  }, [name, size]);
  return state;
}
