import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { emailSchema } from '@pcbm/domain/accounts/account-inputs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useNotice } from '../requests/Notice';
import { fullNameOf, knownText } from '../people/person-name';
import { useSite } from '../site/site-context';
import { AddEmployeeMutation, RemoveEmployeeMutation, type SettingsEmployee } from './settings-queries';
import { useErrorReport } from './use-error-report';

/** Why an email or username cannot be added, as the key of its message (the server's rule), or null. */
export function memberLoginProblem(login: string): 'memberEmpty' | 'memberEmail' | null {
  const trimmed = login.trim();
  if (!trimmed) return 'memberEmpty';
  if (trimmed.includes('@') && !emailSchema.safeParse(trimmed).success) return 'memberEmail';
  return null;
}

export interface CompanyMembersProps {
  readonly companyId: string;
  readonly companyName: string;
  readonly employees: readonly SettingsEmployee[];
}

const nameOf = (person: SettingsEmployee) => fullNameOf(person.firstName, person.lastName) || knownText(person.email) || person.id;

/** The members of the company: add a person by email or username, remove one after asking. */
export function CompanyMembers({ companyId, companyName, employees: initial }: CompanyMembersProps) {
  const { t } = useTranslation('settings');
  const site = useSite();
  const notice = useNotice();
  const report = useErrorReport();
  const [employees, setEmployees] = useState(initial);
  const [login, setLogin] = useState('');
  const [loginError, setLoginError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SettingsEmployee | null>(null);
  const [addState, addEmployee] = useMutation(AddEmployeeMutation);
  const [removeState, removeEmployee] = useMutation(RemoveEmployeeMutation);
  const me = site.me?.user.id;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = memberLoginProblem(login);
    if (problem) {
      setLoginError(t(`errors.${problem}`));
      return;
    }
    setLoginError(null);
    const result = await addEmployee({ companyId, emailOrUsername: login.trim() });
    if (result.error || !result.data) {
      setLoginError(result.error ? report(result.error) : t('errors:generic'));
      return;
    }
    setEmployees(result.data.addCompanyEmployee.employees);
    setLogin('');
    notice(t('members.added'));
  };

  const remove = async (person: SettingsEmployee) => {
    setListError(null);
    const result = await removeEmployee({ companyId, userId: person.id });
    setRemoving(null);
    if (result.error || !result.data) {
      setListError(result.error ? report(result.error, { LAST_MEMBER_DELETION_ERROR: t('members.lastMember') }) : t('errors:generic'));
      return;
    }
    if (person.id === me) {
      // Who is in which company comes with the start-up; leaving it starts the app anew.
      window.location.reload();
      return;
    }
    setEmployees(result.data.removeCompanyEmployee.employees);
    notice(t('members.removed', { name: nameOf(person) }));
  };

  return (
    <Box component="section" aria-labelledby="settings-members-title">
      <Typography id="settings-members-title" variant="h6" component="h3" gutterBottom>
        {t('members.title')}
      </Typography>
      <List dense aria-labelledby="settings-members-title">
        {employees.map((person) => {
          const removeLabel = t('members.remove', { name: nameOf(person) });
          return (
            <ListItem
              key={person.id}
              secondaryAction={
                <Tooltip title={removeLabel}>
                  <IconButton edge="end" aria-label={removeLabel} onClick={() => setRemoving(person)} disabled={removeState.fetching}>
                    <PersonRemoveIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText primary={person.id === me ? t('members.you', { name: nameOf(person) }) : nameOf(person)} secondary={[person.jobTitle, person.email].filter(Boolean).join(' · ') || undefined} />
            </ListItem>
          );
        })}
      </List>
      {listError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {listError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void add(event)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          id="settings-member-login"
          label={t('members.login')}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          size="small"
          sx={{ flex: '1 1 16rem' }}
          disabled={addState.fetching}
          error={Boolean(loginError)}
          helperText={loginError ?? t('members.loginHint')}
          slotProps={{ formHelperText: loginError ? { role: 'alert' } : undefined }}
        />
        <Button type="submit" variant="outlined" disabled={addState.fetching}>
          {t('members.add')}
        </Button>
      </Box>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="settings-remove-title" aria-describedby="settings-remove-text">
        <DialogTitle id="settings-remove-title">{t('members.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="settings-remove-text">
            {removing && (removing.id === me ? t('members.confirmLeave', { company: companyName }) : t('members.confirmText', { name: nameOf(removing), company: companyName }))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} autoFocus>
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={removeState.fetching} onClick={() => removing && void remove(removing)}>
            {t('members.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
