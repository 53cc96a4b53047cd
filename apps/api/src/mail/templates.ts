/** Mail texts in Finnish and English. Links are complete URLs built by the caller. */
import type { Language } from '@siirto/domain';

export interface MailParams {
  activationPin: { pin: string; firstName: string; validMinutes: number };
  passwordReset: { link: string; firstName: string; validMinutes: number };
  companyUserInvitation: { link: string; companyName: string; inviterName: string; validDays: number };
  accountUserInvitation: { link: string; accountName: string; inviterName: string; validDays: number };
  webhookDisabled: { url: string; companyName: string; firstName: string; link: string };
  emailChangeConfirm: { link: string; firstName: string; newEmail: string; validHours: number };
  /** To the old address; `requester` names the admin who asked, null when the user did. */
  emailChangeNotice: { firstName: string; newEmail: string; requester: string | null };
}
export type MailTemplate = keyof MailParams;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Rendered {
  subject: string;
  lines: string[];
  link?: string;
}

const templates: { [T in MailTemplate]: Record<Language, (params: MailParams[T]) => Rendered> } = {
  emailChangeConfirm: {
    fi: (p) => ({
      subject: 'Siirto: vahvista uusi sähköpostiosoite',
      lines: [
        `Hei ${p.firstName},`,
        `Siirron käyttäjätunnuksesi on vaihtumassa osoitteeseen ${p.newEmail}. Vahvista osoite tästä linkistä:`,
        p.link,
        `Linkki on voimassa ${String(p.validHours)} tuntia ja sitä voi käyttää kerran. Siihen asti kirjaudut vanhalla osoitteella.`,
      ],
      link: p.link,
    }),
    en: (p) => ({
      subject: 'Siirto: confirm your new e-mail address',
      lines: [
        `Hi ${p.firstName},`,
        `your Siirto sign-in is about to change to ${p.newEmail}. Confirm the address with this link:`,
        p.link,
        `The link is valid for ${String(p.validHours)} hours and works once. Until then you sign in with your old address.`,
      ],
      link: p.link,
    }),
  },
  emailChangeNotice: {
    fi: (p) => ({
      subject: 'Siirto: sähköpostiosoitteen vaihto',
      lines: [
        `Hei ${p.firstName},`,
        p.requester
          ? `${p.requester} pyysi Siirto-käyttäjätunnuksesi vaihtamista osoitteeseen ${p.newEmail}.`
          : `Siirto-käyttäjätunnuksesi vaihtamista osoitteeseen ${p.newEmail} pyydettiin.`,
        'Vaihto tulee voimaan vasta, kun uuteen osoitteeseen lähetetty linkki avataan. Jos et tunnista pyyntöä, ota yhteyttä yrityksesi pääkäyttäjään tai Siirron asiakastukeen.',
      ],
    }),
    en: (p) => ({
      subject: 'Siirto: change of your e-mail address',
      lines: [
        `Hi ${p.firstName},`,
        p.requester
          ? `${p.requester} asked to change your Siirto sign-in to ${p.newEmail}.`
          : `A change of your Siirto sign-in to ${p.newEmail} was requested.`,
        "The change takes effect only when the link sent to the new address is opened. If you do not recognise the request, contact your company's admin or Siirto's customer support.",
      ],
    }),
  },
  activationPin: {
    fi: (p) => ({
      subject: 'Siirto: aktivointikoodi',
      lines: [
        `Hei ${p.firstName},`,
        `aktivointikoodisi on ${p.pin}.`,
        `Koodi on voimassa ${p.validMinutes} minuuttia ja sitä voi käyttää kerran.`,
      ],
    }),
    en: (p) => ({
      subject: 'Siirto: activation code',
      lines: [
        `Hi ${p.firstName},`,
        `your activation code is ${p.pin}.`,
        `The code is valid for ${p.validMinutes} minutes and can be used once.`,
      ],
    }),
  },
  passwordReset: {
    fi: (p) => ({
      subject: 'Siirto: salasanan vaihto',
      lines: [
        `Hei ${p.firstName},`,
        'voit asettaa uuden salasanan tästä linkistä:',
        p.link,
        `Linkki on voimassa ${p.validMinutes} minuuttia ja sitä voi käyttää kerran. Jos et pyytänyt vaihtoa, voit ohittaa tämän viestin.`,
      ],
      link: p.link,
    }),
    en: (p) => ({
      subject: 'Siirto: reset your password',
      lines: [
        `Hi ${p.firstName},`,
        'you can set a new password with this link:',
        p.link,
        `The link is valid for ${p.validMinutes} minutes and works once. If you did not ask for this, ignore this message.`,
      ],
      link: p.link,
    }),
  },
  companyUserInvitation: {
    fi: (p) => ({
      subject: `Siirto: kutsu yritykseen ${p.companyName}`,
      lines: [
        `${p.inviterName} kutsui sinut yrityksen ${p.companyName} käyttäjäksi Siirtoon.`,
        'Rekisteröidy tästä linkistä:',
        p.link,
        `Kutsu on voimassa ${p.validDays} päivää.`,
      ],
      link: p.link,
    }),
    en: (p) => ({
      subject: `Siirto: invitation to ${p.companyName}`,
      lines: [
        `${p.inviterName} invited you to join ${p.companyName} on Siirto.`,
        'Register with this link:',
        p.link,
        `The invitation is valid for ${p.validDays} days.`,
      ],
      link: p.link,
    }),
  },
  accountUserInvitation: {
    fi: (p) => ({
      subject: `Siirto: kutsu tiliin ${p.accountName}`,
      lines: [
        `${p.inviterName} kutsui sinut tilin ${p.accountName} käyttäjäksi Siirtoon.`,
        'Ota tunnuksesi käyttöön tästä linkistä: kerro nimesi ja valitse salasana.',
        p.link,
        `Kutsu on voimassa ${p.validDays} päivää, ja linkkiä voi käyttää kerran.`,
      ],
      link: p.link,
    }),
    en: (p) => ({
      subject: `Siirto: invitation to ${p.accountName}`,
      lines: [
        `${p.inviterName} invited you to the account ${p.accountName} on Siirto.`,
        'Activate your user with this link: enter your name and choose a password.',
        p.link,
        `The invitation is valid for ${p.validDays} days and the link works once.`,
      ],
      link: p.link,
    }),
  },
  webhookDisabled: {
    fi: (p) => ({
      subject: 'Siirto: webhook poistettu käytöstä',
      lines: [
        `Hei ${p.firstName},`,
        `yrityksen ${p.companyName} webhook-osoite ${p.url} ei ole vastannut onnistuneesti vuorokauteen, joten se on poistettu käytöstä.`,
        'Tarkista osoite ja ota se uudelleen käyttöön Integraatiot-sivulla:',
        p.link,
      ],
      link: p.link,
    }),
    en: (p) => ({
      subject: 'Siirto: webhook disabled',
      lines: [
        `Hi ${p.firstName},`,
        `the webhook address ${p.url} of ${p.companyName} has not answered successfully for a day, so it was disabled.`,
        'Check the address and enable it again on the Integrations page:',
        p.link,
      ],
      link: p.link,
    }),
  },
};

export function renderMail<T extends MailTemplate>(
  template: T,
  language: Language,
  params: MailParams[T],
): { subject: string; text: string; html: string } {
  const render: (params: MailParams[T]) => Rendered = templates[template][language];
  const { subject, lines, link } = render(params);
  const html = lines
    .map((line) =>
      line === link ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return { subject, text: lines.join('\n\n'), html };
}
