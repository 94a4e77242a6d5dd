const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TEXTS = {
  en: { title: 'Sign in', username: 'Username or email address', password: 'Password', submit: 'Sign in', failed: 'Invalid username, email address or password.', throttled: 'Too many failed sign-ins. Please try again in {minutes} minutes.' },
  de: { title: 'Anmelden', username: 'Benutzername oder E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden', failed: 'Benutzername, E-Mail-Adresse oder Passwort ist falsch.', throttled: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in {minutes} Minuten erneut.' },
} as const;

export type LoginLocale = keyof typeof TEXTS;

/** The sign-in form; every authorisation request parameter travels along as a hidden field. */
export function loginPage(locale: LoginLocale, fields: Record<string, string>, csrf: string, options: { failed?: boolean; username?: string; throttledSeconds?: number } = {}): string {
  const t = TEXTS[locale];
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PCB Marketplace – ${t.title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f1fa;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 12px #0002;display:grid;gap:.75rem;min-width:18rem}
h1{color:#5b2a86;margin:0 0 .5rem}input[type=text],input[type=password]{padding:.5rem;font-size:1rem}
button{background:#5b2a86;color:#fff;border:0;padding:.6rem;font-size:1rem;border-radius:4px;cursor:pointer}
.error{color:#b00020}</style></head>
<body><form method="post" autocomplete="on"><h1>${t.title}</h1>
${options.throttledSeconds
  ? `<p class="error" role="alert" data-code="ENHANCE_YOUR_CALM">${t.throttled.replace('{minutes}', String(Math.ceil(options.throttledSeconds / 60)))}</p>`
  : options.failed ? `<p class="error" role="alert">${t.failed}</p>` : ''}
<label>${t.username}<br><input type="text" name="username" value="${escape(options.username ?? '')}" autocomplete="username" required autofocus></label>
<label>${t.password}<br><input type="password" name="password" autocomplete="current-password" required></label>
<input type="hidden" name="csrf" value="${escape(csrf)}">${hidden}
<button type="submit">${t.submit}</button></form></body></html>`;
}
