import type { Locale } from './account-vocabulary';

export interface NdaParties {
  readonly companyLegalName: string;
  readonly companyAddress: string;
  readonly date: string;
}

/** The mutual non-disclosure agreement between a customer company and the marketplace, in English and German. */
export function ndaText(locale: Locale, parties: NdaParties): { title: string; paragraphs: string[]; signatureLabel: string } {
  if (locale === 'de') {
    return {
      title: 'Gegenseitige Geheimhaltungsvereinbarung',
      paragraphs: [
        `Zwischen ${parties.companyLegalName}, ${parties.companyAddress} („Kunde“) und dem Betreiber des PCB-Marktplatzes („Marktplatz“) sowie den über den Marktplatz beauftragten Herstellern.`,
        '1. Vertrauliche Informationen sind alle Fertigungsdaten, Gerber-Dateien, Stücklisten, Bestückungsdaten, Zeichnungen und sonstigen Unterlagen, die der Kunde über den Marktplatz bereitstellt.',
        '2. Die Empfänger verwenden vertrauliche Informationen ausschließlich zur Angebotserstellung und Fertigung der angefragten Leiterplatten und Baugruppen und geben sie nicht an Dritte weiter.',
        '3. Die Pflichten gelten nicht für Informationen, die öffentlich bekannt sind oder dem Empfänger nachweislich bereits vorher bekannt waren.',
        '4. Die Vereinbarung gilt ab Unterzeichnung für fünf Jahre. Es gilt deutsches Recht.',
        `Datum: ${parties.date}`,
      ],
      signatureLabel: 'Unterschrift für den Kunden',
    };
  }
  return {
    title: 'Mutual Non-Disclosure Agreement',
    paragraphs: [
      `Between ${parties.companyLegalName}, ${parties.companyAddress} ("Customer") and the operator of the PCB Marketplace ("Marketplace") together with the producers engaged through the Marketplace.`,
      '1. Confidential information is all manufacturing data, Gerber files, parts lists, placement data, drawings and other documents the Customer provides through the Marketplace.',
      '2. Recipients use confidential information only to quote for and manufacture the requested boards and assemblies, and do not disclose it to third parties.',
      '3. These duties do not apply to information that is public or that the recipient demonstrably knew before.',
      '4. This agreement is in force for five years from signing. German law applies.',
      `Date: ${parties.date}`,
    ],
    signatureLabel: 'Signature for the Customer',
  };
}
