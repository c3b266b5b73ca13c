// What a fan reads when the server refuses a squad, a lineup, a transfer or a chip, in the six languages of the
// platform. Nouns come before numbers ("Players from Partizan: 7, at most 6") so no language needs plural forms.
import type { Language } from '@league/client-league/languages'
import type { FantasyChip, FantasyPosition } from '@league/stats/fantasy/rules'

export type SquadMessageParams = Readonly<Record<string, string | number>>

/** Every refusal the squad routes give, with the parameters its message reads. */
export type SquadMessageCode =
  | 'squad_size'
  | 'position_quota'
  | 'over_budget'
  | 'club_limit'
  | 'formation'
  | 'captain'
  | 'sixth_man'
  | 'duplicate_player'
  | 'unknown_player'
  | 'round_locked'
  | 'player_locked'
  | 'no_open_round'
  | 'players_changed'
  | 'transfer_limit'
  | 'not_in_squad'
  | 'already_in_squad'
  | 'chip_used'
  | 'chip_not_enabled'
  | 'chip_round_taken'
  | 'squad_limit'
  | 'stale_version'
  | 'not_found'
  | 'round_not_settled'

type Texts = {
  [Code in SquadMessageCode]: (params: Words) => string
} & { chips: Record<FantasyChip, string>; positions: Record<FantasyPosition, string> }

/** The parameters ready to print: numbers in the language's format, chips and positions translated. */
type Words = Readonly<Record<string, string>>

const en: Texts = {
  squad_size: (w) => `A squad has ${w.required} players, this one ${w.count}`,
  position_quota: (w) => `${w.position}: ${w.count}, a squad needs ${w.required}`,
  over_budget: (w) => `${w.over} credits over budget`,
  club_limit: (w) => `${w.count} players from ${w.club}: at most ${w.max}`,
  formation: (w) => `${w.formation} is not an allowed starting five (${w.allowed})`,
  captain: () => 'Pick one captain, from the starting five',
  sixth_man: () => 'Pick one sixth man',
  duplicate_player: (w) => `${w.player} is picked twice`,
  unknown_player: (w) => `${w.player} does not play in this league season`,
  round_locked: (w) => `round ${w.round} is locked since ${w.since}`,
  player_locked: (w) => `${w.player}'s game has started: he stays where he is until the round ends`,
  no_open_round: () => 'No round is open: the season has no round left to pick for',
  players_changed: () => 'A lineup keeps the same players; use transfers to change them',
  transfer_limit: (w) => `Transfers this round: ${w.count}, only ${w.left} left`,
  not_in_squad: (w) => `${w.player} is not in this squad`,
  already_in_squad: (w) => `${w.player} is already in this squad`,
  chip_used: (w) => `a chip can be played once a season: ${w.chip} was played in round ${w.round}`,
  chip_not_enabled: (w) => `${w.chip} is not in this season's rules`,
  chip_round_taken: (w) => `${w.chip} is already played this round: one chip per round`,
  squad_limit: (w) => `Squads per account in a season: at most ${w.max}`,
  stale_version: () => 'The squad was changed in another window; here it is as it is now',
  not_found: () => 'No such squad of yours',
  round_not_settled: (w) => `Round ${w.round} is not settled for this squad: no points to explain yet`,
  chips: { wildcard: 'The wildcard', 'bench-boost': 'The bench boost', 'triple-captain': 'The triple captain' },
  positions: { guard: 'Guards', forward: 'Forwards', centre: 'Centres' },
}

const sr: Texts = {
  squad_size: (w) => `Ekipa ima ${w.required} igrača, ova ${w.count}`,
  position_quota: (w) => `${w.position}: ${w.count}, ekipi treba ${w.required}`,
  over_budget: (w) => `Budžet je prekoračen za ${w.over} kredita`,
  club_limit: (w) => `Igrača iz kluba ${w.club}: ${w.count}, najviše ${w.max}`,
  formation: (w) => `${w.formation} nije dozvoljena početna petorka (${w.allowed})`,
  captain: () => 'Izaberite jednog kapitena iz početne petorke',
  sixth_man: () => 'Izaberite jednog šestog igrača',
  duplicate_player: (w) => `${w.player} je izabran dva puta`,
  unknown_player: (w) => `${w.player} ne igra u ovoj sezoni lige`,
  round_locked: (w) => `${w.round}. kolo je zaključano od ${w.since}`,
  player_locked: (w) => `Utakmica igrača ${w.player} je počela: ostaje gde jeste do kraja kola`,
  no_open_round: () => 'Nijedno kolo nije otvoreno: u sezoni nema više kola za izbor',
  players_changed: () => 'Postava zadržava iste igrače; za promenu igrača koristite transfere',
  transfer_limit: (w) => `Transfera u ovom kolu: ${w.count}, preostalo samo ${w.left}`,
  not_in_squad: (w) => `${w.player} nije u ovoj ekipi`,
  already_in_squad: (w) => `${w.player} je već u ovoj ekipi`,
  chip_used: (w) => `čip se igra jednom u sezoni: ${w.chip} je odigran u ${w.round}. kolu`,
  chip_not_enabled: (w) => `${w.chip} nije u pravilima ove sezone`,
  chip_round_taken: (w) => `${w.chip} je već odigran u ovom kolu: jedan čip po kolu`,
  squad_limit: (w) => `Ekipa po nalogu u sezoni: najviše ${w.max}`,
  stale_version: () => 'Ekipa je izmenjena u drugom prozoru; ovo je njeno trenutno stanje',
  not_found: () => 'Nemate takvu ekipu',
  round_not_settled: (w) => `Kolo ${w.round} za ovu ekipu još nije obračunato: nema poena za objašnjenje`,
  chips: { wildcard: 'Džoker', 'bench-boost': 'Pojačana klupa', 'triple-captain': 'Trostruki kapiten' },
  positions: { guard: 'Bekova', forward: 'Krila', centre: 'Centara' },
}

const sl: Texts = {
  squad_size: (w) => `Ekipa ima ${w.required} igralcev, ta ${w.count}`,
  position_quota: (w) => `${w.position}: ${w.count}, ekipa potrebuje ${w.required}`,
  over_budget: (w) => `Proračun je presežen za ${w.over} kredita`,
  club_limit: (w) => `Igralcev iz kluba ${w.club}: ${w.count}, največ ${w.max}`,
  formation: (w) => `${w.formation} ni dovoljena začetna peterka (${w.allowed})`,
  captain: () => 'Izberite enega kapetana iz začetne peterke',
  sixth_man: () => 'Izberite enega šestega igralca',
  duplicate_player: (w) => `${w.player} je izbran dvakrat`,
  unknown_player: (w) => `${w.player} ne igra v tej sezoni lige`,
  round_locked: (w) => `${w.round}. krog je zaklenjen od ${w.since}`,
  player_locked: (w) => `Tekma igralca ${w.player} se je začela: ostane, kjer je, do konca kroga`,
  no_open_round: () => 'Noben krog ni odprt: v sezoni ni več kroga za izbiro',
  players_changed: () => 'Postava ohrani iste igralce; za menjavo igralcev uporabite prestope',
  transfer_limit: (w) => `Prestopov v tem krogu: ${w.count}, ostalo jih je le ${w.left}`,
  not_in_squad: (w) => `${w.player} ni v tej ekipi`,
  already_in_squad: (w) => `${w.player} je že v tej ekipi`,
  chip_used: (w) => `žeton se igra enkrat na sezono: ${w.chip} je bil igran v ${w.round}. krogu`,
  chip_not_enabled: (w) => `${w.chip} ni v pravilih te sezone`,
  chip_round_taken: (w) => `${w.chip} je v tem krogu že igran: en žeton na krog`,
  squad_limit: (w) => `Ekip na račun v sezoni: največ ${w.max}`,
  stale_version: () => 'Ekipa je bila spremenjena v drugem oknu; tukaj je, kakršna je zdaj',
  not_found: () => 'Take ekipe nimate',
  round_not_settled: (w) => `Krog ${w.round} za to ekipo še ni obračunan: točk še ni mogoče razložiti`,
  chips: { wildcard: 'Joker', 'bench-boost': 'Okrepljena klop', 'triple-captain': 'Trojni kapetan' },
  positions: { guard: 'Branilcev', forward: 'Kril', centre: 'Centrov' },
}

const es: Texts = {
  squad_size: (w) => `Un equipo tiene ${w.required} jugadores, este ${w.count}`,
  position_quota: (w) => `${w.position}: ${w.count}, un equipo necesita ${w.required}`,
  over_budget: (w) => `${w.over} créditos por encima del presupuesto`,
  club_limit: (w) => `Jugadores de ${w.club}: ${w.count}, como máximo ${w.max}`,
  formation: (w) => `${w.formation} no es un quinteto inicial permitido (${w.allowed})`,
  captain: () => 'Elige un capitán del quinteto inicial',
  sixth_man: () => 'Elige un sexto hombre',
  duplicate_player: (w) => `${w.player} está elegido dos veces`,
  unknown_player: (w) => `${w.player} no juega en esta temporada de la liga`,
  round_locked: (w) => `la jornada ${w.round} está cerrada desde las ${w.since}`,
  player_locked: (w) => `El partido de ${w.player} ha empezado: se queda donde está hasta el final de la jornada`,
  no_open_round: () => 'No hay ninguna jornada abierta: la temporada no tiene más jornadas por elegir',
  players_changed: () => 'Una alineación conserva los mismos jugadores; usa los fichajes para cambiarlos',
  transfer_limit: (w) => `Fichajes en esta jornada: ${w.count}, solo quedan ${w.left}`,
  not_in_squad: (w) => `${w.player} no está en este equipo`,
  already_in_squad: (w) => `${w.player} ya está en este equipo`,
  chip_used: (w) => `un comodín se juega una vez por temporada: ${w.chip} se jugó en la jornada ${w.round}`,
  chip_not_enabled: (w) => `${w.chip} no está en las reglas de esta temporada`,
  chip_round_taken: (w) => `${w.chip} ya se juega en esta jornada: un comodín por jornada`,
  squad_limit: (w) => `Equipos por cuenta en una temporada: como máximo ${w.max}`,
  stale_version: () => 'El equipo se cambió en otra ventana; aquí está tal como está ahora',
  not_found: () => 'No tienes ese equipo',
  round_not_settled: (w) => `La jornada ${w.round} no está cerrada para este equipo: aún no hay puntos que explicar`,
  chips: { wildcard: 'El wildcard', 'bench-boost': 'El banquillo reforzado', 'triple-captain': 'El triple capitán' },
  positions: { guard: 'Bases', forward: 'Aleros', centre: 'Pívots' },
}

const fr: Texts = {
  squad_size: (w) => `Une équipe compte ${w.required} joueurs, celle-ci ${w.count}`,
  position_quota: (w) => `${w.position} : ${w.count}, une équipe en demande ${w.required}`,
  over_budget: (w) => `${w.over} crédits au-dessus du budget`,
  club_limit: (w) => `Joueurs de ${w.club} : ${w.count}, au plus ${w.max}`,
  formation: (w) => `${w.formation} n’est pas un cinq de départ autorisé (${w.allowed})`,
  captain: () => 'Choisissez un capitaine dans le cinq de départ',
  sixth_man: () => 'Choisissez un sixième homme',
  duplicate_player: (w) => `${w.player} est choisi deux fois`,
  unknown_player: (w) => `${w.player} ne joue pas dans cette saison de la ligue`,
  round_locked: (w) => `la journée ${w.round} est verrouillée depuis ${w.since}`,
  player_locked: (w) => `Le match de ${w.player} a commencé : il reste à sa place jusqu’à la fin de la journée`,
  no_open_round: () => 'Aucune journée n’est ouverte : la saison n’a plus de journée à composer',
  players_changed: () => 'Une composition garde les mêmes joueurs ; utilisez les transferts pour les changer',
  transfer_limit: (w) => `Transferts cette journée : ${w.count}, il n’en reste que ${w.left}`,
  not_in_squad: (w) => `${w.player} n’est pas dans cette équipe`,
  already_in_squad: (w) => `${w.player} est déjà dans cette équipe`,
  chip_used: (w) => `un bonus se joue une fois par saison : ${w.chip} a été joué à la journée ${w.round}`,
  chip_not_enabled: (w) => `${w.chip} ne fait pas partie des règles de cette saison`,
  chip_round_taken: (w) => `${w.chip} est déjà joué cette journée : un bonus par journée`,
  squad_limit: (w) => `Équipes par compte dans une saison : au plus ${w.max}`,
  stale_version: () => 'L’équipe a été modifiée dans une autre fenêtre ; la voici telle qu’elle est maintenant',
  not_found: () => 'Vous n’avez pas cette équipe',
  round_not_settled: (w) =>
    `La journée ${w.round} n’est pas encore comptée pour cette équipe : aucun point à expliquer`,
  chips: { wildcard: 'Le joker', 'bench-boost': 'Le banc renforcé', 'triple-captain': 'Le triple capitaine' },
  positions: { guard: 'Arrières', forward: 'Ailiers', centre: 'Pivots' },
}

const ru: Texts = {
  squad_size: (w) => `Игроков в команде должно быть ${w.required}, в этой ${w.count}`,
  position_quota: (w) => `${w.position}: ${w.count}, в команде должно быть ${w.required}`,
  over_budget: (w) => `Бюджет превышен на ${w.over} кредита`,
  club_limit: (w) => `Игроков из клуба ${w.club}: ${w.count}, не больше ${w.max}`,
  formation: (w) => `${w.formation} — недопустимая стартовая пятёрка (${w.allowed})`,
  captain: () => 'Выберите одного капитана из стартовой пятёрки',
  sixth_man: () => 'Выберите одного шестого игрока',
  duplicate_player: (w) => `${w.player} выбран дважды`,
  unknown_player: (w) => `${w.player} не играет в этом сезоне лиги`,
  round_locked: (w) => `тур ${w.round} закрыт с ${w.since}`,
  player_locked: (w) => `Матч игрока ${w.player} начался: он остаётся на месте до конца тура`,
  no_open_round: () => 'Ни один тур не открыт: в сезоне не осталось туров для выбора',
  players_changed: () => 'Состав сохраняет тех же игроков; чтобы их сменить, используйте трансферы',
  transfer_limit: (w) => `Трансферов в этом туре: ${w.count}, осталось только ${w.left}`,
  not_in_squad: (w) => `${w.player} нет в этой команде`,
  already_in_squad: (w) => `${w.player} уже в этой команде`,
  chip_used: (w) => `фишку можно сыграть один раз за сезон: «${w.chip}» сыграна в туре ${w.round}`,
  chip_not_enabled: (w) => `«${w.chip}» нет в правилах этого сезона`,
  chip_round_taken: (w) => `«${w.chip}» уже сыграна в этом туре: одна фишка за тур`,
  squad_limit: (w) => `Команд на аккаунт в сезоне: не больше ${w.max}`,
  stale_version: () => 'Команда изменена в другом окне; вот она в нынешнем виде',
  not_found: () => 'У вас нет такой команды',
  round_not_settled: (w) => `Тур ${w.round} для этой команды ещё не подсчитан: объяснять пока нечего`,
  chips: { wildcard: 'Уайлдкард', 'bench-boost': 'Усиленная скамейка', 'triple-captain': 'Тройной капитан' },
  positions: { guard: 'Защитников', forward: 'Форвардов', centre: 'Центровых' },
}

const texts: Record<Language, Texts> = { en, sr, sl, es, fr, ru }

/** Locale tags for number and time formats (Serbian in Latin script, as the site writes it). */
const locales: Record<Language, string> = { en: 'en', sr: 'sr-Latn', sl: 'sl', es: 'es', fr: 'fr', ru: 'ru' }

function isChip(value: unknown): value is FantasyChip {
  return value === 'wildcard' || value === 'bench-boost' || value === 'triple-captain'
}

function isPosition(value: unknown): value is FantasyPosition {
  return value === 'guard' || value === 'forward' || value === 'centre'
}

function wordsOf(params: SquadMessageParams, language: Language): Words {
  const numbers = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1 })
  const words: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    words[key] = typeof value === 'number' ? numbers.format(value) : value
  }
  if (typeof params.overTenths === 'number') {
    words.over = numbers.format(params.overTenths / 10)
  }
  if (isChip(params.chip)) {
    words.chip = texts[language].chips[params.chip]
  }
  if (isPosition(params.position)) {
    words.position = texts[language].positions[params.position]
  }
  return words
}

/**
 * The sentence for a refusal in the reader's language.
 * @example
 * squadMessage('over_budget', { overTenths: 35 }, 'en') // '3.5 credits over budget'
 * squadMessage('club_limit', { club: 'Partizan', count: 7, max: 6 }, 'en') // '7 players from Partizan: at most 6'
 */
export function squadMessage(code: SquadMessageCode, params: SquadMessageParams, language: Language): string {
  return texts[language][code](wordsOf(params, language))
}

/**
 * When a round locked, as a reader of `language` in the league's time zone says it: the time alone on the day
 * of `now`, else the day and the time.
 */
export function lockTime(locksAt: Date, now: Date, language: Language, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  const time = new Intl.DateTimeFormat(locales[language], {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  if (day.format(locksAt) === day.format(now)) {
    return time.format(locksAt)
  }
  const dated = new Intl.DateTimeFormat(locales[language], {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return dated.format(locksAt)
}
