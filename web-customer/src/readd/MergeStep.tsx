import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { FileChoice, MergeableFile } from '@pcbm/domain/ordering/re-add-files';
import { firstUploaded, type RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { useTranslation } from 'react-i18next';
import { CHOICE_KINDS, DRAFT_USE_OF, boardFileCountOf, type ChoiceKind, type MergeChoices } from './re-add-plan';

export interface MergeStepProps {
  readonly latest: RequestOrder;
  readonly latestKinds: readonly MergeableFile[];
  readonly latestBoardFileCount: number | null;
  readonly choices: MergeChoices;
  readonly onChoice: (kind: ChoiceKind, choice: FileChoice) => void;
  readonly draft: OrderDraft;
}

/** Step 2: for every file of the latest request, keep the original or replace it by the new upload; additional files are only added. */
export function MergeStep({ latest, latestKinds, latestBoardFileCount, choices, onChoice, draft }: MergeStepProps) {
  const { t } = useTranslation('readd');
  const uploadedOf = (kind: ChoiceKind) => {
    // The picture is drawn from new board files, and only when it replaces the earlier one.
    if (kind === 'preview') {
      if (!draft.files.some((file) => file.use === DRAFT_USE_OF.pcb)) return t('merge.notUploaded');
      return t(choices.preview === 'REPLACE' ? 'merge.drawn' : 'merge.canBeDrawn');
    }
    const files = draft.files.filter((file) => file.use === DRAFT_USE_OF[kind]);
    if (kind === 'pcb' && files.length > 0) return t('merge.boardFiles', { count: files.length });
    return files.map((file) => file.name).join(', ') || t('merge.notUploaded');
  };
  const newKinds = CHOICE_KINDS.filter((kind) => !latestKinds.includes(kind) && kind !== 'preview' && draft.files.some((file) => file.use === DRAFT_USE_OF[kind]));
  const additional = draft.files.filter((file) => file.use === 'additionalFile');
  return (
    <Stack spacing={2}>
      <Typography>{t('merge.intro')}</Typography>
      <Table size="small" aria-label={t('merge.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('merge.file')}</TableCell>
            <TableCell>{t('merge.original')}</TableCell>
            <TableCell>{t('merge.new')}</TableCell>
            <TableCell>{t('merge.choice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {CHOICE_KINDS.filter((kind) => latestKinds.includes(kind)).map((kind) => (
            <TableRow key={kind}>
              <TableCell component="th" scope="row">
                {t(`kind.${kind}`)}
              </TableCell>
              <TableCell>
                {latest[kind] && firstUploaded(latest[kind]).filename}
                {kind === 'pcb' && latestBoardFileCount !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {t('merge.boardFiles', { count: latestBoardFileCount })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{uploadedOf(kind)}</TableCell>
              <TableCell>
                <RadioGroup row name={`merge-${kind}`} aria-label={t('merge.choiceFor', { file: t(`kind.${kind}`) })} value={choices[kind] ?? ''} onChange={(event) => onChoice(kind, event.target.value as FileChoice)}>
                  <FormControlLabel value="KEEP" control={<Radio />} label={t('merge.keep')} />
                  <FormControlLabel value="REPLACE" control={<Radio />} label={t('merge.replace')} />
                </RadioGroup>
              </TableCell>
            </TableRow>
          ))}
          {newKinds.map((kind) => (
            <TableRow key={kind}>
              <TableCell component="th" scope="row">
                {t(`kind.${kind}`)}
              </TableCell>
              <TableCell>{t('merge.none')}</TableCell>
              <TableCell>{uploadedOf(kind)}</TableCell>
              <TableCell>{t('merge.added')}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              {t('kind.additional')}
            </TableCell>
            <TableCell>{latest.additionalFiles.length > 0 ? t('merge.notCopied', { count: latest.additionalFiles.length }) : t('merge.none')}</TableCell>
            <TableCell>{additional.map((file) => file.name).join(', ') || t('merge.none')}</TableCell>
            <TableCell>{t('merge.onlyAdded')}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {choices.pcb === 'REPLACE' && latestBoardFileCount !== null && (
        <Typography variant="body2" color={boardFileCountOf(draft) === latestBoardFileCount ? 'text.secondary' : 'error'}>
          {t('merge.countRule', { count: latestBoardFileCount, uploaded: boardFileCountOf(draft) })}
        </Typography>
      )}
    </Stack>
  );
}
