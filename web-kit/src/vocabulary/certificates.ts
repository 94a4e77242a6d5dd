import type { Certificate } from '@pcbm/domain/ordering/vocabulary';

/** How certificates are written; they are names of standards and the same in every language. */
export const CERTIFICATE_NAMES: Readonly<Record<Certificate, string>> = {
  AS9100D: 'AS9100D',
  EN50155: 'EN 50155',
  IATF16949: 'IATF 16949',
  ISO9001: 'ISO 9001',
  ISO13485: 'ISO 13485',
  ISO14001: 'ISO 14001',
  ISO50001: 'ISO 50001',
  UL796: 'UL 796',
};

/** A certificate's written name; a code the product does not know is shown as it is. */
export const certificateName = (code: string): string => CERTIFICATE_NAMES[code as Certificate] ?? code;
