// Match report sentences in the six languages of the sites. Each language fills the same facts into its own
// sentences; team names stay as the league writes them, and constructions are chosen so the verb never has
// to agree with a club name's gender ("Ekipa Zadar pobedila je …", "Команда Zadar обыграла …").
import type { MatchFacts, RunFacts, ScorerFacts } from './match-facts.ts'
import { counted, type PluralForms } from './plural.ts'

export const reportLocales = ['en', 'sr', 'sl', 'es', 'fr', 'ru'] as const
export type ReportLocale = (typeof reportLocales)[number]

/** `summary` is the lead the site shows above the article; `body` follows it and never repeats it. */
export type ReportText = { title: string; summary: string; body: string }

type Words = { points: PluralForms; rebounds: PluralForms; assists: PluralForms }

type Language = {
  words: Words
  /** "96–67" with the language's score separator. */
  score: (first: number, second: number) => string
  /** Where in the season: "in round 5 of the regular season", "in game 2 of the final". */
  stage: (facts: MatchFacts) => string
  /** "in the third quarter", "in overtime". */
  period: (period: number) => string
  title: (facts: MatchFacts) => string
  result: (facts: MatchFacts, stage: string) => string
  overtime: (overtimes: number) => string
  scorer: (scorer: ScorerFacts, teamName: string, line: string) => string
  run: (run: RunFacts, when: string) => string
  /** "starting in the third quarter" for runs that cross a period break. */
  runStart: (period: string) => string
  /** The words of the link to the game's centre that closes a report (the API adds the address). */
  gameLink: string
}

/**
 * "25 points, 7 rebounds and 4 assists": the points and every other part that is not zero ("25 points and 4
 * assists", "25 points"), so no report says "and 0 assists".
 */
export function statLine(locale: ReportLocale, scorer: ScorerFacts): string {
  const words = languages[locale].words
  const [joiner, last] = statJoiners[locale]
  const parts = [
    counted(locale, scorer.points, words.points),
    ...(scorer.rebounds > 0 ? [counted(locale, scorer.rebounds, words.rebounds)] : []),
    ...(scorer.assists > 0 ? [counted(locale, scorer.assists, words.assists)] : []),
  ]
  const final = parts.pop()!
  return parts.length === 0 ? final : parts.join(joiner) + last + final
}

/**
 * The English article before a number, by how the number is said: "an" before eight, eleven, eighteen and
 * the eighties ("an 8-point win", "an 11-point win", "an 18-point win", "an 83-point…"), "a" otherwise ("a
 * 1-point win", "a 10-point win", "a 100-point…"). Eleven and eighteen start the thousands too ("an 11,000").
 *
 * @example
 * englishArticle(11) //=> 'an'
 * englishArticle(12) //=> 'a'
 */
export function englishArticle(count: number): 'a' | 'an' {
  const digits = String(Math.trunc(Math.abs(count)))
  if (digits.startsWith('8')) {
    return 'an'
  }
  // 11 and 18 are said "eleven", "eighteen" when they lead a group of thousands: 11, 11 000, 18 000 000.
  return digits.length % 3 === 2 && (digits.startsWith('11') || digits.startsWith('18')) ? 'an' : 'a'
}

const english: Language = {
  words: {
    points: { one: 'point', other: 'points' },
    rebounds: { one: 'rebound', other: 'rebounds' },
    assists: { one: 'assist', other: 'assists' },
  },
  score: (first, second) => `${first}–${second}`,
  stage: (facts) =>
    facts.phase === 'regular-season'
      ? `in round ${facts.round} of the regular season`
      : `in game ${facts.round} of the ${{ quarterfinal: 'quarterfinal', semifinal: 'semifinal', final: 'final' }[facts.phase]} series`,
  period: (period) =>
    period <= 4
      ? `in the ${['first', 'second', 'third', 'fourth'][period - 1]} quarter`
      : period === 5
        ? 'in overtime'
        : 'in the second overtime',
  title: (facts) => `${facts.winnerName} beat ${facts.loserName} ${facts.winnerScore}–${facts.loserScore}`,
  result: (facts, stage) =>
    `${facts.winnerName} beat ${facts.loserName} ${facts.winnerScore}–${facts.loserScore} ${stage}, ` +
    `${englishArticle(facts.margin)} ${facts.margin}-point win ${facts.winnerIsHome ? 'at home' : 'on the road'}.`,
  overtime: (overtimes) => (overtimes === 1 ? 'The game went to overtime.' : 'The game needed two overtimes.'),
  scorer: (scorer, teamName, line) => `${scorer.name} led ${teamName} with ${line}.`,
  run: (run, when) =>
    `The decisive stretch was a ${run.points}–0 run by ${run.teamName} ${when}, ` +
    `from ${run.fromScore[0]}–${run.fromScore[1]} to ${run.toScore[0]}–${run.toScore[1]}.`,
  runStart: (period) => `starting ${period}`,
  gameLink: 'Box score, play-by-play and shot chart in the game centre',
}

// After "razlikom od" the count takes the genitive, which is "poena" for every number.
const serbianPoints: PluralForms = { one: 'poena', few: 'poena', other: 'poena' }

const serbian: Language = {
  words: {
    points: { one: 'poen', few: 'poena', other: 'poena' },
    rebounds: { one: 'skok', few: 'skoka', other: 'skokova' },
    assists: { one: 'asistencija', few: 'asistencije', other: 'asistencija' },
  },
  score: (first, second) => `${first}:${second}`,
  stage: (facts) =>
    facts.phase === 'regular-season'
      ? `u ${facts.round}. kolu regularnog dela sezone`
      : `u ${facts.round}. utakmici ${{ quarterfinal: 'četvrtfinala', semifinal: 'polufinala', final: 'finala' }[facts.phase]}`,
  period: (period) =>
    period <= 4
      ? `u ${['prvoj', 'drugoj', 'trećoj', 'četvrtoj'][period - 1]} četvrtini`
      : period === 5
        ? 'u produžetku'
        : 'u drugom produžetku',
  title: (facts) => `${facts.winnerName} – ${facts.loserName} ${facts.winnerScore}:${facts.loserScore}`,
  result: (facts, stage) =>
    `Ekipa ${facts.winnerName} pobedila je ekipu ${facts.loserName} rezultatom ${facts.winnerScore}:${facts.loserScore} ${stage}, ` +
    `${facts.winnerIsHome ? 'na domaćem terenu' : 'u gostima'}, razlikom od ${counted('sr', facts.margin, serbianPoints)}.`,
  overtime: (overtimes) =>
    overtimes === 1 ? 'Pobednik je odlučen u produžetku.' : 'Pobednik je odlučen posle dva produžetka.',
  scorer: (scorer, teamName, line) => `Najbolji strelac ekipe ${teamName}: ${scorer.name} – ${line}.`,
  run: (run, when) =>
    `Odlučujuća je bila serija ${run.points}:0 ekipe ${run.teamName} ${when}, ` +
    `od ${run.fromScore[0]}:${run.fromScore[1]} do ${run.toScore[0]}:${run.toScore[1]}.`,
  runStart: (period) => `započeta ${period}`,
  gameLink: 'Statistika, tok utakmice i mapa šuteva u centru utakmice',
}

const slovenian: Language = {
  words: {
    points: { one: 'točka', two: 'točki', few: 'točke', other: 'točk' },
    rebounds: { one: 'skok', two: 'skoka', few: 'skoki', other: 'skokov' },
    assists: { one: 'podaja', two: 'podaji', few: 'podaje', other: 'podaj' },
  },
  score: (first, second) => `${first}:${second}`,
  stage: (facts) =>
    facts.phase === 'regular-season'
      ? `v ${facts.round}. krogu rednega dela`
      : `na ${facts.round}. tekmi ${{ quarterfinal: 'četrtfinala', semifinal: 'polfinala', final: 'finala' }[facts.phase]}`,
  period: (period) =>
    period <= 4
      ? `v ${['prvi', 'drugi', 'tretji', 'četrti'][period - 1]} četrtini`
      : period === 5
        ? 'v podaljšku'
        : 'v drugem podaljšku',
  title: (facts) => `${facts.winnerName} – ${facts.loserName} ${facts.winnerScore}:${facts.loserScore}`,
  result: (facts, stage) =>
    `Ekipa ${facts.winnerName} je ${stage} ${facts.winnerIsHome ? 'doma' : 'v gosteh'} premagala ekipo ${facts.loserName} ` +
    `z izidom ${facts.winnerScore}:${facts.loserScore}; razlika je bila ${counted('sl', facts.margin, slovenian.words.points)}.`,
  overtime: (overtimes) =>
    overtimes === 1 ? 'Zmagovalca je odločil podaljšek.' : 'Zmagovalca sta odločila dva podaljška.',
  scorer: (scorer, teamName, line) => `Prvi strelec ekipe ${teamName}: ${scorer.name} – ${line}.`,
  run: (run, when) =>
    `Odločilen je bil delni izid ${run.points}:0 ekipe ${run.teamName} ${when}, ` +
    `od ${run.fromScore[0]}:${run.fromScore[1]} do ${run.toScore[0]}:${run.toScore[1]}.`,
  runStart: (period) => `začet ${period}`,
  gameLink: 'Statistika, potek tekme in karta metov v središču tekme',
}

const spanish: Language = {
  words: {
    points: { one: 'punto', other: 'puntos' },
    rebounds: { one: 'rebote', other: 'rebotes' },
    assists: { one: 'asistencia', other: 'asistencias' },
  },
  score: (first, second) => `${first}-${second}`,
  stage: (facts) =>
    facts.phase === 'regular-season'
      ? `en la jornada ${facts.round} de la fase regular`
      : `en el partido ${facts.round} ${{ quarterfinal: 'de cuartos de final', semifinal: 'de semifinales', final: 'de la final' }[facts.phase]}`,
  period: (period) =>
    period <= 4
      ? `en el ${['primer', 'segundo', 'tercer', 'cuarto'][period - 1]} cuarto`
      : period === 5
        ? 'en la prórroga'
        : 'en la segunda prórroga',
  title: (facts) => `${facts.winnerName} vence a ${facts.loserName} por ${facts.winnerScore}-${facts.loserScore}`,
  result: (facts, stage) =>
    `${facts.winnerName} venció a ${facts.loserName} por ${facts.winnerScore}-${facts.loserScore} ${stage}, ` +
    `con una diferencia de ${counted('es', facts.margin, spanish.words.points)} ${facts.winnerIsHome ? 'en casa' : 'a domicilio'}.`,
  overtime: (overtimes) =>
    overtimes === 1 ? 'El partido se decidió en la prórroga.' : 'El partido necesitó dos prórrogas.',
  scorer: (scorer, teamName, line) => `${scorer.name} fue el máximo anotador de ${teamName} con ${line}.`,
  run: (run, when) =>
    `La clave fue un parcial de ${run.points}-0 de ${run.teamName} ${when}, ` +
    `del ${run.fromScore[0]}-${run.fromScore[1]} al ${run.toScore[0]}-${run.toScore[1]}.`,
  runStart: (period) => `iniciado ${period}`,
  gameLink: 'Estadísticas, jugada a jugada y mapa de tiros en el centro del partido',
}

const french: Language = {
  words: {
    points: { one: 'point', other: 'points' },
    rebounds: { one: 'rebond', other: 'rebonds' },
    assists: { one: 'passe décisive', other: 'passes décisives' },
  },
  score: (first, second) => `${first}-${second}`,
  stage: (facts) =>
    facts.phase === 'regular-season'
      ? `lors de la ${facts.round === 1 ? '1re' : `${facts.round}e`} journée de la saison régulière`
      : `lors du match ${facts.round} ${{ quarterfinal: 'des quarts de finale', semifinal: 'des demi-finales', final: 'de la finale' }[facts.phase]}`,
  period: (period) =>
    period <= 4
      ? `dans le ${['premier', 'deuxième', 'troisième', 'quatrième'][period - 1]} quart-temps`
      : period === 5
        ? 'en prolongation'
        : 'dans la deuxième prolongation',
  title: (facts) => `${facts.winnerName} s'impose face à ${facts.loserName} (${facts.winnerScore}-${facts.loserScore})`,
  result: (facts, stage) =>
    `${facts.winnerName} s'impose face à ${facts.loserName} ${facts.winnerScore}-${facts.loserScore} ${stage}, ` +
    `avec ${counted('fr', facts.margin, french.words.points)} d'écart, ${facts.winnerIsHome ? 'à domicile' : "à l'extérieur"}.`,
  overtime: (overtimes) =>
    overtimes === 1 ? 'Le match s’est joué en prolongation.' : 'Il a fallu deux prolongations.',
  scorer: (scorer, teamName, line) => `${scorer.name} a été le meilleur marqueur de ${teamName} avec ${line}.`,
  run: (run, when) =>
    `Le tournant : une série de ${run.points}-0 de ${run.teamName} ${when}, ` +
    `de ${run.fromScore[0]}-${run.fromScore[1]} à ${run.toScore[0]}-${run.toScore[1]}.`,
  runStart: (period) => `entamée ${period}`,
  gameLink: 'Statistiques, actions du match et carte des tirs dans le centre du match',
}

const russian: Language = {
  words: {
    points: { one: 'очко', few: 'очка', many: 'очков', other: 'очка' },
    rebounds: { one: 'подбор', few: 'подбора', many: 'подборов', other: 'подбора' },
    assists: { one: 'передача', few: 'передачи', many: 'передач', other: 'передачи' },
  },
  score: (first, second) => `${first}:${second}`,
  stage: (facts) =>
    facts.phase === 'regular-season'
      ? `в ${facts.round}-м туре регулярного сезона`
      : `в матче № ${facts.round} ${{ quarterfinal: 'четвертьфинала', semifinal: 'полуфинала', final: 'финала' }[facts.phase]}`,
  period: (period) =>
    period <= 4
      ? `${period === 2 ? 'во' : 'в'} ${['первой', 'второй', 'третьей', 'четвёртой'][period - 1]} четверти`
      : period === 5
        ? 'в овертайме'
        : 'во втором овертайме',
  title: (facts) => `${facts.winnerName} — ${facts.loserName} — ${facts.winnerScore}:${facts.loserScore}`,
  result: (facts, stage) =>
    `Команда ${facts.winnerName} обыграла команду ${facts.loserName} со счётом ${facts.winnerScore}:${facts.loserScore} ${stage} ` +
    `${facts.winnerIsHome ? 'дома' : 'в гостях'}; разница — ${counted('ru', facts.margin, russian.words.points)}.`,
  overtime: (overtimes) => (overtimes === 1 ? 'Победителя определил овертайм.' : 'Понадобились два овертайма.'),
  scorer: (scorer, teamName, line) => `Самый результативный в команде ${teamName} — ${scorer.name}: ${line}.`,
  run: (run, when) =>
    `Решающим стал рывок ${run.points}:0 команды ${run.teamName} ${when} — ` +
    `с ${run.fromScore[0]}:${run.fromScore[1]} до ${run.toScore[0]}:${run.toScore[1]}.`,
  runStart: (period) => `начавшийся ${period}`,
  gameLink: 'Статистика, ход матча и карта бросков — в центре матча',
}

const languages: Record<ReportLocale, Language> = {
  en: english,
  sr: serbian,
  sl: slovenian,
  es: spanish,
  fr: french,
  ru: russian,
}

const statJoiners: Record<ReportLocale, [string, string]> = {
  en: [', ', ' and '],
  sr: [', ', ' i '],
  sl: [', ', ' in '],
  es: [', ', ' y '],
  fr: [', ', ' et '],
  ru: [', ', ' и '],
}

/** The words of the link to the game's centre that closes a report in this language. */
export function gameLinkText(locale: ReportLocale): string {
  return languages[locale].gameLink
}

/**
 * The report of one game in one language: a title, the lead (the result, and overtime when there was one)
 * and the body that follows it: the top scorers, then the decisive run. The site shows the lead above the
 * body, so the body does not start with it again.
 */
export function writeReport(locale: ReportLocale, facts: MatchFacts): ReportText {
  const language = languages[locale]
  const lead = [language.result(facts, language.stage(facts))]
  if (facts.overtimes > 0) {
    lead.push(language.overtime(facts.overtimes))
  }
  const paragraphs: string[] = []
  const scorers: string[] = []
  for (const [scorer, teamName] of [
    [facts.homeTopScorer, facts.homeName],
    [facts.awayTopScorer, facts.awayName],
  ] as const) {
    if (scorer !== null) {
      scorers.push(language.scorer(scorer, teamName, statLine(locale, scorer)))
    }
  }
  if (scorers.length > 0) {
    paragraphs.push(scorers.join(' '))
  }
  if (facts.decisiveRun !== null) {
    const run = facts.decisiveRun
    const period = language.period(run.startPeriod)
    paragraphs.push(language.run(run, run.endPeriod === run.startPeriod ? period : language.runStart(period)))
  }
  return { title: language.title(facts), summary: lead.join(' '), body: paragraphs.join('\n\n') }
}
