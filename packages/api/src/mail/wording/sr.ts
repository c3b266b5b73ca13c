// The account mails in Serbian, in Latin script and the site's forms (imejl, nalog, formal „vi”).
import { applicationKinds } from './applications.ts'
import type { Wording } from './types.ts'

const roles = { operator: 'zapisničar', staff: 'član osoblja lige' } as const

export const serbian: Wording = {
  linkFallback: 'Ako dugme ne radi, kopirajte ovu adresu u pregledač:',
  footer: (league) => `Ovaj imejl ste dobili jer je ova adresa uneta na sajtu ${league}.`,
  kinds: {
    'verify-email': ({ name, league, link }) => ({
      subject: `Potvrdite svoju imejl adresu za ${league}`,
      paragraphs: [
        `Zdravo, ${name},`,
        `Hvala što ste napravili nalog na sajtu ${league}. Da biste završili, potvrdite da je ova adresa vaša.`,
      ],
      action: { label: 'Potvrdi moju adresu', link },
      notice:
        'Link se može iskoristiti jednom i važi 24 sata. Ako niste vi napravili ovaj nalog, zanemarite ovaj imejl.',
    }),
    'claim-account': ({ name, league, link }) => ({
      subject: `Neko je pokušao da registruje vašu adresu na sajtu ${league}`,
      paragraphs: [
        `Zdravo, ${name},`,
        `Neko je upravo pokušao da napravi nalog na sajtu ${league} sa ovom imejl adresom, koja već ima nalog.`,
        'Ako ste to bili vi, izaberite novu lozinku: time potvrđujete da je adresa vaša i odjavljujete sve ostale sesije ovog naloga.',
      ],
      action: { label: 'Izaberi lozinku', link },
      notice:
        'Link se može iskoristiti jednom. Ako to niste bili vi, zanemarite ovaj imejl: vaš nalog ostaje kakav jeste.',
    }),
    'reset-password': ({ name, league, link }) => ({
      subject: `Promena lozinke na sajtu ${league}`,
      paragraphs: [
        `Zdravo, ${name},`,
        `Zatražena je promena lozinke vašeg naloga na sajtu ${league}. Izaberite novu pomoću dugmeta ispod; sve ostale sesije naloga biće odjavljene.`,
      ],
      action: { label: 'Izaberi novu lozinku', link },
      notice:
        'Link se može iskoristiti jednom i važi 1 sat. Ako niste tražili promenu, zanemarite ovaj imejl: vaša lozinka ostaje ista.',
    }),
    'password-changed': ({ name, league }) => ({
      subject: `Vaša lozinka na sajtu ${league} je promenjena`,
      paragraphs: [
        `Zdravo, ${name},`,
        `Lozinka vašeg naloga na sajtu ${league} je upravo promenjena, a sve ostale sesije naloga su odjavljene.`,
      ],
      notice: `Ako to niste bili vi, odmah promenite lozinku preko stranice za prijavu na sajtu ${league}.`,
    }),
    'role-invitation': ({ league, role, link }) => ({
      subject: `Poziv da budete ${roles[role]} na sajtu ${league}`,
      paragraphs: [
        'Zdravo,',
        `${league} vas poziva da budete ${roles[role]} na svom sajtu.`,
        'Prihvatite poziv dok ste prijavljeni nalogom koji koristi ovu imejl adresu; ako ga još nemate, prvo napravite nalog sa ovom adresom.',
      ],
      action: { label: 'Prihvati poziv', link },
      notice: 'Ako niste očekivali ovaj poziv, zanemarite ovaj imejl: ništa se ne menja dok ga ne prihvatite.',
    }),
    ...applicationKinds('sr'),
  },
}
