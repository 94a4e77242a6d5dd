import type { Locale } from '../accounts/account-vocabulary';

/** A rendered mail: subject, plain text and HTML body, in the recipient's language. */
export interface MailContent {
  readonly language: Locale;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The recipient's locale, English when unknown (the interface's default). */
export const mailLanguage = (locale: string | null | undefined): Locale => (locale === 'de' ? 'de' : 'en');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The parts every mail has: a greeting line, paragraphs, one action link and a footer with its unsubscribe links. */
export interface MailLayout {
  readonly language: Locale;
  readonly subject: string;
  /** Each entry a paragraph, or a list of points. */
  readonly paragraphs: readonly (string | readonly string[])[];
  readonly action: { readonly label: string; readonly url: string };
  readonly unsubscribe: readonly { readonly label: string; readonly url: string }[];
}

/** Renders a layout as text and HTML; every value is escaped in the HTML. */
export function renderMail(layout: MailLayout): MailContent {
  const text = [
    ...layout.paragraphs.map((p) => (typeof p === 'string' ? p : p.map((point) => `- ${point}`).join('\n'))),
    `${layout.action.label}: ${layout.action.url}`,
    ...(layout.unsubscribe.length > 0 ? ['--', ...layout.unsubscribe.map((link) => `${link.label}: ${link.url}`)] : []),
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${layout.language}"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head><body>`,
    ...layout.paragraphs.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<ul>${p.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`)),
    `<p><a href="${escapeHtml(layout.action.url)}">${escapeHtml(layout.action.label)}</a></p>`,
    ...(layout.unsubscribe.length > 0 ? ['<hr>', ...layout.unsubscribe.map((link) => `<p><small><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></small></p>`)] : []),
    '</body></html>',
  ].join('\n');
  return { language: layout.language, subject: layout.subject, text, html };
}
