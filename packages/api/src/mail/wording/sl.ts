// The account mails in Slovenian (e-naslov, račun, formal „vi”, as the site says them).
import { applicationKinds } from './applications.ts'
import type { Wording } from './types.ts'

const roles = { operator: 'zapisnikar', staff: 'član osebja lige' } as const

export const slovenian: Wording = {
  linkFallback: 'Če gumb ne deluje, kopirajte ta naslov v brskalnik:',
  footer: (league) => `To e-sporočilo ste prejeli, ker je bil ta naslov vnesen na spletni strani ${league}.`,
  kinds: {
    'verify-email': ({ name, league, link }) => ({
      subject: `Potrdite svoj e-naslov za ${league}`,
      paragraphs: [
        `Pozdravljeni, ${name}!`,
        `Hvala, ker ste ustvarili račun na ${league}. Za dokončanje potrdite, da je ta naslov vaš.`,
      ],
      action: { label: 'Potrdi moj naslov', link },
      notice: 'Povezava deluje enkrat in velja 24 ur. Če tega računa niste ustvarili vi, to e-sporočilo prezrite.',
    }),
    'claim-account': ({ name, league, link }) => ({
      subject: `Nekdo je poskušal registrirati vaš naslov na ${league}`,
      paragraphs: [
        `Pozdravljeni, ${name}!`,
        `Nekdo je pravkar poskušal ustvariti račun na ${league} s tem e-naslovom, ki že ima račun.`,
        'Če ste bili to vi, izberite novo geslo: s tem potrdite, da je naslov vaš, in odjavite vse druge seje računa.',
      ],
      action: { label: 'Izberi geslo', link },
      notice: 'Povezava deluje enkrat. Če to niste bili vi, to e-sporočilo prezrite: vaš račun ostane nespremenjen.',
    }),
    'reset-password': ({ name, league, link }) => ({
      subject: `Ponastavitev gesla na ${league}`,
      paragraphs: [
        `Pozdravljeni, ${name}!`,
        `Prejeli smo zahtevo za ponastavitev gesla vašega računa na ${league}. Novo geslo izberite z gumbom spodaj; vse druge seje računa bodo odjavljene.`,
      ],
      action: { label: 'Izberi novo geslo', link },
      notice:
        'Povezava deluje enkrat in velja 1 uro. Če tega niste zahtevali, to e-sporočilo prezrite: vaše geslo ostane nespremenjeno.',
    }),
    'password-changed': ({ name, league }) => ({
      subject: `Vaše geslo na ${league} je bilo spremenjeno`,
      paragraphs: [
        `Pozdravljeni, ${name}!`,
        `Geslo vašega računa na ${league} je bilo pravkar spremenjeno, vse druge seje računa pa so bile odjavljene.`,
      ],
      notice: `Če tega niste storili vi, takoj ponastavite geslo na strani za prijavo ${league}.`,
    }),
    'role-invitation': ({ league, role, link }) => ({
      subject: `Vabilo: postanite ${roles[role]} na ${league}`,
      paragraphs: [
        'Pozdravljeni!',
        `${league} vas vabi, da na svoji spletni strani postanete ${roles[role]}.`,
        'Vabilo sprejmite, ko ste prijavljeni z računom, ki uporablja ta e-naslov; če ga še nimate, najprej ustvarite račun s tem naslovom.',
      ],
      action: { label: 'Sprejmi vabilo', link },
      notice: 'Če vabila niste pričakovali, to e-sporočilo prezrite: nič se ne spremeni, dokler ga ne sprejmete.',
    }),
    ...applicationKinds('sl'),
  },
}
