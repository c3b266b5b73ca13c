// The team application mails in the six languages (the club's link; the staff's request for changes), kept
// together so a change to what they say is made in every language at once. Each language file spreads its
// own entry into its kinds.
import type { Language } from '@league/client-league/languages'
import {
  applicationSections,
  type ApplicationSection,
  type ReviewComments,
} from '../../contract/team-application-form.ts'
import type { Wording } from './types.ts'

type ApplicationKinds = Pick<Wording['kinds'], 'application-invitation' | 'application-changes'>

/** The staff's comments as paragraphs, in the form's order, each under its section's name. */
function commentParagraphs(comments: ReviewComments, names: Record<ApplicationSection, string>): string[] {
  return applicationSections.flatMap((section) => {
    const comment = comments[section]
    return comment === undefined ? [] : [`${names[section]}: ${comment}`]
  })
}

type Words = {
  sections: Record<ApplicationSection, string>
  inviteSubject: (club: string, season: string, league: string) => string
  invite: (club: string, season: string, league: string) => string[]
  inviteAction: string
  inviteNotice: (expiresOn: string) => string
  changesSubject: (club: string, season: string) => string
  changes: (club: string, league: string) => string
  changesAction: string
  changesNotice: string
}

const words: Record<Language, Words> = {
  en: {
    sections: {
      club: 'Club',
      arena: 'Arena',
      contacts: 'Contacts',
      squad: 'Squad',
      staff: 'Staff',
      documents: 'Documents',
    },
    inviteSubject: (club, season, league) => `Register ${club} for ${season} in ${league}`,
    invite: (club, season, league) => [
      'Hello,',
      `${league} invites ${club} to register its team for the ${season} season: club details, arena, contacts, squad, staff and documents.`,
      'No account is needed: the link below is your key, so share it only with the people who fill in the form. What you type is saved as you go.',
    ],
    inviteAction: 'Open the application',
    inviteNotice: (expiresOn) => `The link works until ${expiresOn}. If you did not expect this e-mail, ignore it.`,
    changesSubject: (club, season) => `Changes needed in the application of ${club} for ${season}`,
    changes: (club, league) => `The staff of ${league} ask ${club} to change its application before they decide:`,
    changesAction: 'Change the application',
    changesNotice: 'Make the changes with the link, then submit the application again.',
  },
  sr: {
    sections: {
      club: 'Klub',
      arena: 'Dvorana',
      contacts: 'Kontakti',
      squad: 'Igrači',
      staff: 'Stručni štab',
      documents: 'Dokumenta',
    },
    inviteSubject: (club, season, league) => `Prijava kluba ${club} za sezonu ${season} u ligi ${league}`,
    invite: (club, season, league) => [
      'Zdravo,',
      `${league} poziva ${club} da prijavi svoj tim za sezonu ${season}: podaci o klubu, dvorana, kontakti, igrači, stručni štab i dokumenta.`,
      'Nalog nije potreban: link ispod je vaš ključ, zato ga delite samo sa onima koji popunjavaju prijavu. Ono što unesete čuva se usput.',
    ],
    inviteAction: 'Otvori prijavu',
    inviteNotice: (expiresOn) => `Link važi do ${expiresOn}. Ako niste očekivali ovaj imejl, zanemarite ga.`,
    changesSubject: (club, season) => `Potrebne su izmene u prijavi kluba ${club} za sezonu ${season}`,
    changes: (club, league) => `Osoblje lige ${league} traži od kluba ${club} da izmeni prijavu pre odluke:`,
    changesAction: 'Izmeni prijavu',
    changesNotice: 'Unesite izmene preko linka, pa ponovo pošaljite prijavu.',
  },
  sl: {
    sections: {
      club: 'Klub',
      arena: 'Dvorana',
      contacts: 'Kontakti',
      squad: 'Igralci',
      staff: 'Strokovni štab',
      documents: 'Dokumenti',
    },
    inviteSubject: (club, season, league) => `Prijava kluba ${club} za sezono ${season} v ligi ${league}`,
    invite: (club, season, league) => [
      'Pozdravljeni!',
      `${league} vabi ${club}, da prijavi svojo ekipo za sezono ${season}: podatki o klubu, dvorana, kontakti, igralci, strokovni štab in dokumenti.`,
      'Račun ni potreben: spodnja povezava je vaš ključ, zato jo delite le s tistimi, ki izpolnjujejo prijavo. Vneseno se sproti shranjuje.',
    ],
    inviteAction: 'Odpri prijavo',
    inviteNotice: (expiresOn) => `Povezava velja do ${expiresOn}. Če tega e-sporočila niste pričakovali, ga prezrite.`,
    changesSubject: (club, season) => `Potrebni so popravki v prijavi kluba ${club} za sezono ${season}`,
    changes: (club, league) => `Osebje lige ${league} prosi ${club}, da pred odločitvijo popravi prijavo:`,
    changesAction: 'Popravi prijavo',
    changesNotice: 'Popravke vnesite prek povezave in prijavo znova oddajte.',
  },
  es: {
    sections: {
      club: 'Club',
      arena: 'Pabellón',
      contacts: 'Contactos',
      squad: 'Plantilla',
      staff: 'Cuerpo técnico',
      documents: 'Documentos',
    },
    inviteSubject: (club, season, league) => `Inscribe a ${club} en la temporada ${season} de ${league}`,
    invite: (club, season, league) => [
      'Hola:',
      `${league} invita a ${club} a inscribir su equipo en la temporada ${season}: datos del club, pabellón, contactos, plantilla, cuerpo técnico y documentos.`,
      'No hace falta una cuenta: el enlace de abajo es su llave, así que compártalo solo con quienes rellenen el formulario. Lo que escriba se guarda sobre la marcha.',
    ],
    inviteAction: 'Abrir la inscripción',
    inviteNotice: (expiresOn) => `El enlace funciona hasta el ${expiresOn}. Si no esperaba este correo, ignórelo.`,
    changesSubject: (club, season) => `Hay que cambiar la inscripción de ${club} para ${season}`,
    changes: (club, league) => `El personal de ${league} pide a ${club} que cambie su inscripción antes de decidir:`,
    changesAction: 'Cambiar la inscripción',
    changesNotice: 'Haga los cambios con el enlace y vuelva a enviar la inscripción.',
  },
  fr: {
    sections: {
      club: 'Club',
      arena: 'Salle',
      contacts: 'Contacts',
      squad: 'Effectif',
      staff: 'Encadrement',
      documents: 'Documents',
    },
    inviteSubject: (club, season, league) => `Inscrivez ${club} pour la saison ${season} de ${league}`,
    invite: (club, season, league) => [
      'Bonjour,',
      `${league} invite ${club} à inscrire son équipe pour la saison ${season} : club, salle, contacts, effectif, encadrement et documents.`,
      'Aucun compte n’est nécessaire : le lien ci-dessous est votre clé, ne le partagez qu’avec les personnes qui remplissent le formulaire. Ce que vous saisissez est enregistré au fur et à mesure.',
    ],
    inviteAction: 'Ouvrir l’inscription',
    inviteNotice: (expiresOn) =>
      `Le lien fonctionne jusqu’au ${expiresOn}. Si vous n’attendiez pas ce courriel, ignorez-le.`,
    changesSubject: (club, season) => `Des modifications sont demandées à l’inscription de ${club} pour ${season}`,
    changes: (club, league) => `L’équipe de ${league} demande à ${club} de modifier son inscription avant de décider :`,
    changesAction: 'Modifier l’inscription',
    changesNotice: 'Faites les modifications avec le lien, puis envoyez de nouveau l’inscription.',
  },
  ru: {
    sections: {
      club: 'Клуб',
      arena: 'Арена',
      contacts: 'Контакты',
      squad: 'Состав',
      staff: 'Тренерский штаб',
      documents: 'Документы',
    },
    inviteSubject: (club, season, league) => `Заявка клуба ${club} на сезон ${season} в лиге ${league}`,
    invite: (club, season, league) => [
      'Здравствуйте!',
      `${league} приглашает ${club} заявить команду на сезон ${season}: данные клуба, арена, контакты, состав, тренерский штаб и документы.`,
      'Аккаунт не нужен: ссылка ниже — ваш ключ, поэтому передавайте её только тем, кто заполняет заявку. Введённое сохраняется по ходу заполнения.',
    ],
    inviteAction: 'Открыть заявку',
    inviteNotice: (expiresOn) => `Ссылка действует до ${expiresOn}. Если вы не ждали этого письма, проигнорируйте его.`,
    changesSubject: (club, season) => `Нужны изменения в заявке клуба ${club} на сезон ${season}`,
    changes: (club, league) => `Сотрудники лиги ${league} просят ${club} изменить заявку до принятия решения:`,
    changesAction: 'Изменить заявку',
    changesNotice: 'Внесите изменения по ссылке и отправьте заявку ещё раз.',
  },
}

/** The two application mails in `language`. */
export function applicationKinds(language: Language): ApplicationKinds {
  const say = words[language]
  return {
    'application-invitation': ({ league, club, season, link, expiresOn }) => ({
      subject: say.inviteSubject(club, season, league),
      paragraphs: say.invite(club, season, league),
      action: { label: say.inviteAction, link },
      notice: say.inviteNotice(expiresOn),
    }),
    'application-changes': ({ league, club, season, link, comments }) => ({
      subject: say.changesSubject(club, season),
      paragraphs: [say.changes(club, league), ...commentParagraphs(comments, say.sections)],
      action: { label: say.changesAction, link },
      notice: say.changesNotice,
    }),
  }
}
