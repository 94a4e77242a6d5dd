import type { UploadFinding } from '@pcbm/domain/upload/upload-problem';
import type { TFunction } from 'i18next';
import { ALLOWED_EXTENSIONS } from '@pcbm/domain/upload/file-use';

/** A finding in the person's language; codes without a text keep the domain's English message. */
export function findingText(finding: UploadFinding, t: TFunction): string {
  const allowed = [...new Set(Object.values(ALLOWED_EXTENSIONS).flat())].join(', ');
  return t(`findings.${finding.code}`, { defaultValue: finding.message, file: finding.file ?? '', allowed });
}
