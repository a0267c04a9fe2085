import { DEMO_COMPANY } from '@labo/domain/company';

// What every e-mail shares: HTML escaping, the frame (company header, contact footer) and
// the small pieces the quote and contact mails both show. E-mail clients ignore style
// sheets, so the HTML is tables with inline styles, 600 px wide at most.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every text a visitor typed goes through this before it enters an HTML body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Escaped, with the visitor's line breaks kept. */
export function multilineHtml(text: string): string {
  return escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');
}

/** One line for a subject: a name typed with line breaks or tabs must not reshape it. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return oneLine(`${person.firstName} ${person.lastName}`);
}

export function greeting(person: { firstName: string; lastName: string }): string {
  const name = fullName(person);
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

const COLORS = { primary: '#0068B3', text: '#1F2933', muted: '#52606D', line: '#DDE3EA' };
export const CELL_STYLE = `padding:8px;border-bottom:1px solid ${COLORS.line};vertical-align:top`;
export const MUTED_STYLE = `color:${COLORS.muted};font-size:13px`;

export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px">${html}</p>`;
}

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-size:17px;color:${COLORS.primary}">${escapeHtml(text)}</h2>`;
}

/** Label and value rows (customer details, addresses); empty values are left out. */
export function detailsTable(rows: [label: string, value: string][]): string {
  const cells = rows
    .filter(([, value]) => value.trim() !== '')
    .map(
      ([label, value]) =>
        `<tr><td style="${CELL_STYLE};${MUTED_STYLE};width:160px">${escapeHtml(label)}</td><td style="${CELL_STYLE}">${multilineHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse">${cells}</table>`;
}

/** The same rows in plain text; a value of several lines (an address) goes under its label. */
export function detailsText(rows: [label: string, value: string][]): string {
  return rows
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => {
      const lines = value.trim().split(/\r?\n/);
      return lines.length === 1 ? `${label} : ${lines[0]}` : `${label} :\n  ${lines.join('\n  ')}`;
    })
    .join('\n');
}

export interface PostalAddress {
  street: string;
  complement: string;
  zipCode: string;
  city: string;
  country: string;
}

export function addressLines(address: PostalAddress): string {
  return [address.street, address.complement, `${address.zipCode} ${address.city}`, address.country]
    .map(oneLine)
    .filter(Boolean)
    .join('\n');
}

const CONTACT_LINE = `${DEMO_COMPANY.phone} (appel non surtaxé), ${DEMO_COMPANY.hours.toLowerCase()}`;

export function htmlSignature(): string {
  return `<p style="margin:24px 0 0">Cordialement,<br>L'équipe ${escapeHtml(DEMO_COMPANY.name)}</p>`;
}

/** The text sign-off: who we are and how to reach us (the HTML frame's footer says the rest). */
export function textSignature(): string {
  return `Cordialement,\nL'équipe ${DEMO_COMPANY.name}\n${CONTACT_LINE}\n${DEMO_COMPANY.address}`;
}

/** A complete HTML e-mail around `body`, in the company frame. */
export function htmlDocument(title: string, body: string): string {
  const name = escapeHtml(DEMO_COMPANY.name);
  return `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#F5F7FA;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${COLORS.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F5F7FA"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#FFFFFF;border:1px solid ${COLORS.line};border-radius:6px">
<tr><td style="background:${COLORS.primary};color:#FFFFFF;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:6px 6px 0 0">${name}</td></tr>
<tr><td style="padding:24px">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.line};${MUTED_STYLE}">${name}<br>${escapeHtml(CONTACT_LINE)}<br>${escapeHtml(DEMO_COMPANY.address)}</td></tr>
</table></td></tr></table>
</body></html>`;
}
