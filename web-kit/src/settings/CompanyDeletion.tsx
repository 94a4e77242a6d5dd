import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { COMPANY_DELETION_BLOCKS, type CompanyDeletionBlock } from '@pcbm/domain/accounts/account-vocabulary';
import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorCodeOf } from '../errors/error-text';
import { useFlash } from '../flash/FlashProvider';
import { DeletionSection } from './DeletionSection';
import { DeleteCompanyMutation } from './settings-queries';
import { useErrorReport } from './use-error-report';

export interface CompanyDeletionProps {
  readonly companyId: string;
  readonly companyName: string;
  /** Whether the company runs a producer: the marketplace removes it, its members cannot. */
  readonly producer: boolean;
  /** Called once the company is deleted and the person has read so; without it the page loads anew. */
  readonly onDeleted?: () => void;
}

/** Whether the typed name is the company's: spaces around it and letter case do not count. */
export function isCompanyName(typed: string, name: string): boolean {
  const normal = (text: string) => text.trim().toLocaleLowerCase();
  return normal(typed) !== '' && normal(typed) === normal(name);
}

/** Why the server kept the company (RESOURCE_DELETION_FAILED with `details.reason`), or null. */
export function deletionBlockOf(error: CombinedError): CompanyDeletionBlock | null {
  if (errorCodeOf(error) !== 'RESOURCE_DELETION_FAILED') return null;
  const reason = (error.graphQLErrors[0]?.extensions?.details as { reason?: unknown } | undefined)?.reason;
  return (COMPANY_DELETION_BLOCKS as readonly unknown[]).includes(reason) ? (reason as CompanyDeletionBlock) : null;
}

/** Deleting the company: a member types its name to confirm; members then belong to no company. */
export function CompanyDeletion({ companyId, companyName, producer, onDeleted }: CompanyDeletionProps) {
  const { t } = useTranslation('settings');
  const flash = useFlash();
  const report = useErrorReport();
  const [, deleteCompany] = useMutation(DeleteCompanyMutation);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const matches = isCompanyName(typed, companyName);

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setTyped('');
    setProblem(null);
  };

  const refusalOf = (error: CombinedError): string | null => {
    const block = deletionBlockOf(error);
    if (block) return t(`company.deleteRefused.${block}`, { company: companyName });
    return report(error, {
      USER_NOT_AUTHORIZED: t('company.deleteRefused.USER_NOT_AUTHORIZED'),
      COMPANY_FETCH_FAILED: t('company.deleteRefused.COMPANY_FETCH_FAILED'),
    });
  };

  const confirm = async () => {
    setDeleting(true);
    setProblem(null);
    const result = await deleteCompany({ companyId, confirmed: true });
    setDeleting(false);
    if (result.error || !result.data?.deleteCompany) {
      setProblem(result.error ? refusalOf(result.error) : t('errors:generic'));
      return;
    }
    setOpen(false);
    // Who is in which company comes with the start-up: once the person has read it, the page starts anew without the company.
    await flash.show('success', t('company.deleted', { company: companyName }), ['continue']);
    if (onDeleted) onDeleted();
    else window.location.reload();
  };

  return (
    <DeletionSection
      id="settings-company-delete"
      title={t('company.deleteTitle')}
      text={t('company.deleteText')}
      unavailable={producer ? t('company.deleteProducer') : null}
      buttonLabel={t('company.deleteButton')}
      dialogTitle={t('company.deleteDialogTitle', { company: companyName })}
      dialogText={t('company.deleteDialogText')}
      confirmLabel={t('company.deleteConfirm')}
      open={open}
      deleting={deleting}
      confirmable={matches}
      onOpen={() => setOpen(true)}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      <TextField
        id="settings-company-delete-name"
        label={t('company.deleteNameLabel')}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        size="small"
        value={typed}
        disabled={deleting}
        onChange={(event) => setTyped(event.target.value)}
        helperText={t('company.deleteNameHint', { company: companyName })}
      />
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </DeletionSection>
  );
}
