// Why a private-league request is refused, with the words a fan reads in each of the six languages. The
// queries throw a `PrivateLeagueError` (a code and its parameters, no language and no HTTP); the route picks
// the reader's language and the status.
import type { Language } from '@league/client-league/languages'

export type PrivateLeagueRefusal =
  | 'squad_not_found'
  | 'league_not_found'
  | 'code_not_found'
  | 'league_full'
  | 'already_member'
  | 'league_started'
  | 'not_member'
  | 'not_owner'
  | 'not_head_to_head'
  | 'too_few_members'
  | 'wrong_season'
  | 'season_over'

type Parameters = Record<string, string | number>

export class PrivateLeagueError extends Error {
  override name = 'PrivateLeagueError'
  readonly code: PrivateLeagueRefusal
  readonly parameters: Parameters

  constructor(code: PrivateLeagueRefusal, parameters: Parameters = {}) {
    super(privateLeagueMessage('en', code, parameters))
    this.code = code
    this.parameters = parameters
  }
}

type Message = (parameters: Parameters) => string

const messages: Record<Language, Record<PrivateLeagueRefusal, Message>> = {
  en: {
    squad_not_found: (p) => `You have no squad ${p.squad} in this league.`,
    league_not_found: (p) => `There is no private league ${p.league}.`,
    code_not_found: (p) => `No league has the invite code "${p.code}". Check the code with whoever sent it.`,
    league_full: (p) => `The league "${p.name}" is full: it has ${p.maximum} squads, the most it can take.`,
    already_member: (p) => `Your squad "${p.squad}" is already in the league "${p.name}".`,
    league_started: (p) => `The head-to-head league "${p.name}" has started: its fixtures are set.`,
    not_member: (p) => `Your squad "${p.squad}" is not in the league "${p.name}".`,
    not_owner: (p) => `Only the squad that created the league "${p.name}" can start it.`,
    not_head_to_head: (p) => `The league "${p.name}" is all-vs-all: it has no fixtures to start.`,
    too_few_members: (p) => `The league "${p.name}" needs at least 2 squads to start.`,
    wrong_season: (p) => `Your squad "${p.squad}" plays another season than the league "${p.name}".`,
    season_over: () => 'The fantasy season is over: every round has locked.',
  },
  sr: {
    squad_not_found: (p) => `Nemate tim ${p.squad} u ovoj ligi.`,
    league_not_found: (p) => `Ne postoji privatna liga ${p.league}.`,
    code_not_found: (p) => `Nijedna liga nema pozivni kod „${p.code}”. Proverite kod sa onim ko vam ga je poslao.`,
    league_full: (p) => `Liga „${p.name}” je popunjena: ima ${p.maximum} timova, koliko najviše može da primi.`,
    already_member: (p) => `Vaš tim „${p.squad}” je već u ligi „${p.name}”.`,
    league_started: (p) => `Liga „${p.name}” (jedan na jedan) je počela: raspored mečeva je određen.`,
    not_member: (p) => `Vaš tim „${p.squad}” nije u ligi „${p.name}”.`,
    not_owner: (p) => `Samo tim koji je osnovao ligu „${p.name}” može da je pokrene.`,
    not_head_to_head: (p) => `Liga „${p.name}” je svi protiv svih: nema mečeva za pokretanje.`,
    too_few_members: (p) => `Ligi „${p.name}” trebaju najmanje 2 tima da bi počela.`,
    wrong_season: (p) => `Vaš tim „${p.squad}” igra drugu sezonu od lige „${p.name}”.`,
    season_over: () => 'Fantasy sezona je završena: sva kola su zaključana.',
  },
  sl: {
    squad_not_found: (p) => `V tej ligi nimate ekipe ${p.squad}.`,
    league_not_found: (p) => `Zasebna liga ${p.league} ne obstaja.`,
    code_not_found: (p) =>
      `Nobena liga nima kode povabila »${p.code}«. Preverite kodo pri tistem, ki vam jo je poslal.`,
    league_full: (p) => `Liga »${p.name}« je polna: ima ${p.maximum} ekip, kolikor jih največ sprejme.`,
    already_member: (p) => `Vaša ekipa »${p.squad}« je že v ligi »${p.name}«.`,
    league_started: (p) => `Liga »${p.name}« (ena na ena) se je začela: razpored tekem je določen.`,
    not_member: (p) => `Vaša ekipa »${p.squad}« ni v ligi »${p.name}«.`,
    not_owner: (p) => `Ligo »${p.name}« lahko začne samo ekipa, ki jo je ustanovila.`,
    not_head_to_head: (p) => `Liga »${p.name}« je vsak z vsakim: nima tekem za začetek.`,
    too_few_members: (p) => `Liga »${p.name}« potrebuje za začetek vsaj 2 ekipi.`,
    wrong_season: (p) => `Vaša ekipa »${p.squad}« igra drugo sezono kot liga »${p.name}«.`,
    season_over: () => 'Fantasy sezona je končana: vsi krogi so zaklenjeni.',
  },
  es: {
    squad_not_found: (p) => `No tienes el equipo ${p.squad} en esta liga.`,
    league_not_found: (p) => `No existe la liga privada ${p.league}.`,
    code_not_found: (p) => `Ninguna liga tiene el código de invitación «${p.code}». Compruébalo con quien te lo envió.`,
    league_full: (p) => `La liga «${p.name}» está completa: tiene ${p.maximum} equipos, el máximo que admite.`,
    already_member: (p) => `Tu equipo «${p.squad}» ya está en la liga «${p.name}».`,
    league_started: (p) => `La liga cara a cara «${p.name}» ya ha empezado: su calendario está fijado.`,
    not_member: (p) => `Tu equipo «${p.squad}» no está en la liga «${p.name}».`,
    not_owner: (p) => `Solo el equipo que creó la liga «${p.name}» puede iniciarla.`,
    not_head_to_head: (p) => `La liga «${p.name}» es todos contra todos: no tiene enfrentamientos que iniciar.`,
    too_few_members: (p) => `La liga «${p.name}» necesita al menos 2 equipos para empezar.`,
    wrong_season: (p) => `Tu equipo «${p.squad}» juega otra temporada que la liga «${p.name}».`,
    season_over: () => 'La temporada fantasy ha terminado: todas las jornadas están cerradas.',
  },
  fr: {
    squad_not_found: (p) => `Vous n’avez pas d’équipe ${p.squad} dans cette ligue.`,
    league_not_found: (p) => `La ligue privée ${p.league} n’existe pas.`,
    code_not_found: (p) =>
      `Aucune ligue n’a le code d’invitation « ${p.code} ». Vérifiez le code auprès de la personne qui l’a envoyé.`,
    league_full: (p) => `La ligue « ${p.name} » est complète : elle compte ${p.maximum} équipes, le maximum.`,
    already_member: (p) => `Votre équipe « ${p.squad} » est déjà dans la ligue « ${p.name} ».`,
    league_started: (p) => `La ligue en face-à-face « ${p.name} » a commencé : son calendrier est fixé.`,
    not_member: (p) => `Votre équipe « ${p.squad} » n’est pas dans la ligue « ${p.name} ».`,
    not_owner: (p) => `Seule l’équipe qui a créé la ligue « ${p.name} » peut la lancer.`,
    not_head_to_head: (p) => `La ligue « ${p.name} » est en classement général : elle n’a pas de matchs à lancer.`,
    too_few_members: (p) => `La ligue « ${p.name} » a besoin d’au moins 2 équipes pour commencer.`,
    wrong_season: (p) => `Votre équipe « ${p.squad} » joue une autre saison que la ligue « ${p.name} ».`,
    season_over: () => 'La saison fantasy est terminée : toutes les journées sont verrouillées.',
  },
  ru: {
    squad_not_found: (p) => `У вас нет команды ${p.squad} в этой лиге.`,
    league_not_found: (p) => `Частной лиги ${p.league} не существует.`,
    code_not_found: (p) => `Ни у одной лиги нет кода приглашения «${p.code}». Уточните код у того, кто его прислал.`,
    league_full: (p) => `Лига «${p.name}» заполнена: в ней ${p.maximum} команд, больше она не принимает.`,
    already_member: (p) => `Ваша команда «${p.squad}» уже в лиге «${p.name}».`,
    league_started: (p) => `Лига один на один «${p.name}» уже началась: расписание матчей составлено.`,
    not_member: (p) => `Вашей команды «${p.squad}» нет в лиге «${p.name}».`,
    not_owner: (p) => `Запустить лигу «${p.name}» может только создавшая её команда.`,
    not_head_to_head: (p) => `Лига «${p.name}» — общий зачёт: в ней нет матчей для запуска.`,
    too_few_members: (p) => `Для начала лиге «${p.name}» нужно не меньше 2 команд.`,
    wrong_season: (p) => `Ваша команда «${p.squad}» играет в другом сезоне, чем лига «${p.name}».`,
    season_over: () => 'Фэнтези-сезон окончен: все туры закрыты.',
  },
}

/** The refusal's message in the reader's language. */
export function privateLeagueMessage(language: Language, code: PrivateLeagueRefusal, parameters: Parameters): string {
  return messages[language][code](parameters)
}

const leftMessages: Record<Language, Message> = {
  en: (p) => `Your squad "${p.squad}" left the league "${p.name}".`,
  sr: (p) => `Vaš tim „${p.squad}” je napustio ligu „${p.name}”.`,
  sl: (p) => `Vaša ekipa »${p.squad}« je zapustila ligo »${p.name}«.`,
  es: (p) => `Tu equipo «${p.squad}» ha dejado la liga «${p.name}».`,
  fr: (p) => `Votre équipe « ${p.squad} » a quitté la ligue « ${p.name} ».`,
  ru: (p) => `Ваша команда «${p.squad}» покинула лигу «${p.name}».`,
}

/** The answer to a squad leaving a league, in the reader's language. */
export function leftLeagueMessage(language: Language, parameters: { squad: string; name: string }): string {
  return leftMessages[language](parameters)
}
