import { DEMO_COMPANY } from '@labo/domain/company';
import {
  escapeHtml,
  greeting,
  htmlDocument,
  htmlSignature,
  paragraph,
  textSignature,
} from '#mail/mail-layout';
import type { OutgoingMail } from '#mail/outgoing-mail';

// The mails that carry a link token (docs/product/accounts.md#account-mails), in text and
// HTML: a button, and the link written out for clients that show no HTML.

export interface AccountMailData {
  email: string;
  firstName: string;
  lastName: string;
}

interface LinkMail {
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  button: string;
  link: string;
  /** Paragraphs after the link. */
  outro: string[];
}

const BUTTON_STYLE =
  'display:inline-block;padding:12px 20px;background:#0068B3;color:#FFFFFF;text-decoration:none;border-radius:4px;font-weight:bold';

function linkMail(person: AccountMailData, mail: LinkMail): OutgoingMail {
  const link = escapeHtml(mail.link);
  const html = [
    paragraph(escapeHtml(greeting(person))),
    ...mail.intro.map((text) => paragraph(escapeHtml(text))),
    paragraph(`<a href="${link}" style="${BUTTON_STYLE}">${escapeHtml(mail.button)}</a>`),
    paragraph(
      `Si le bouton ne s'ouvre pas, copiez ce lien dans votre navigateur :<br><a href="${link}">${link}</a>`,
    ),
    ...mail.outro.map((text) => paragraph(escapeHtml(text))),
    htmlSignature(),
  ].join('\n');
  const text = [greeting(person), ...mail.intro, mail.link, ...mail.outro, textSignature()].join(
    '\n\n',
  );
  return {
    to: [person.email],
    subject: mail.subject,
    text: `${text}\n`,
    html: htmlDocument(mail.subject, html),
  };
}

/** Sent at sign-up and on request: confirms the address (docs/product/accounts.md#e-mail-verification). */
export function verificationMail(person: AccountMailData, link: string): OutgoingMail {
  return linkMail(person, {
    subject: 'Confirmez votre adresse e-mail',
    intro: [
      `Votre compte client ${DEMO_COMPANY.name} est créé. Pour confirmer votre adresse e-mail, ouvrez le lien ci-dessous.`,
    ],
    button: 'Confirmer mon adresse e-mail',
    link,
    outro: [
      "Ce lien est valable 7 jours et ne sert qu'une fois. Une fois votre adresse confirmée, les demandes de devis envoyées avec cette adresse apparaissent dans l'historique de votre compte.",
      "Si vous n'avez pas créé de compte, ignorez ce message.",
    ],
  });
}

/** Sent on a reset request for an address that has an account (docs/product/accounts.md#password-recovery). */
export function passwordResetMail(person: AccountMailData, link: string): OutgoingMail {
  return linkMail(person, {
    subject: 'Réinitialisation de votre mot de passe',
    intro: [
      `Une réinitialisation du mot de passe de votre compte client ${DEMO_COMPANY.name} a été demandée. Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous.`,
    ],
    button: 'Choisir un nouveau mot de passe',
    link,
    outro: [
      "Ce lien est valable 1 heure et ne sert qu'une fois. Votre mot de passe actuel reste valable tant que vous n'en avez pas choisi un nouveau ; ensuite, vos autres sessions sont déconnectées.",
      "Si vous n'avez pas demandé cette réinitialisation, ignorez ce message.",
    ],
  });
}
