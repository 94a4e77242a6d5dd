import PersonOffIcon from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import { WorkUnderWay } from '@pcbm/web-kit/frame/WorkUnderWay';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useClient } from 'urql';
import { dataOf } from '../data/api-answer';
import { useDescribeError } from '../data/use-describe-error';
import { usePersonName } from '../fields/person-name';
import type { AdminUser } from './user-operations';
import { EraseUserMutation } from './user-operations';

/** Erases a person's personal data everywhere, after the admin confirmed it; histories keep the events. */
export function EraseUserButton() {
  const user = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const personName = usePersonName();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useClient();
  const describe = useDescribeError();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const erase = async () => {
    setBusy(true);
    try {
      await dataOf(client.mutation(EraseUserMutation, { userId: user.id }).toPromise());
      notify('admin.users.erased', { type: 'success' });
      refresh();
    } catch (error) {
      const text = describe(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="admin.users.erase" color="error" onClick={() => setOpen(true)} disabled={busy}>
        <PersonOffIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="admin.users.eraseTitle"
        content={
          <>
            {translate('admin.users.eraseContent', { name: personName(user) })}
            {/* Erasing rebuilds every list from the histories: on a large marketplace that takes a while. */}
            <Box sx={{ mt: 2 }}>
              <WorkUnderWay running={busy} text={translate('admin.users.erasing')} />
            </Box>
          </>
        }
        confirm="admin.users.erase"
        confirmColor="warning"
        onConfirm={() => void erase()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
