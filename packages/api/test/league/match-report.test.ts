import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { longestRun, type ScoringEvent } from '../../src/import/match-report/match-facts.ts'
import { matchFacts, matchReportNews, type DecidedGame } from '../../src/import/match-report/match-report-news.ts'
import { counted } from '../../src/import/match-report/plural.ts'
import { reportLocales, writeReport } from '../../src/import/match-report/templates.ts'
import { readSeasonFolder } from '../../src/import/season-files.ts'
import { dataFolder } from './csv-season.ts'

function event(period: number, homeScore: number, awayScore: number): ScoringEvent {
  return { period, homeScore, awayScore }
}

describe('given running scores in play order', () => {
  it('should find the longest stretch one side scored alone', () => {
    const events = [event(1, 2, 0), event(1, 2, 3), event(1, 4, 3), event(1, 7, 3), event(2, 9, 3), event(2, 9, 5)]
    expect(longestRun(events, 'home')).toEqual({
      points: 7,
      startPeriod: 1,
      endPeriod: 2,
      fromScore: [2, 3],
      toScore: [9, 3],
    })
    expect(longestRun(events, 'away')).toMatchObject({ points: 3, fromScore: [2, 0], toScore: [2, 3] })
  })

  it('should ignore events that do not change the score', () => {
    expect(longestRun([event(1, 0, 0), event(1, 2, 0), event(1, 2, 0), event(1, 4, 0)], 'home')).toMatchObject({
      points: 4,
    })
  })

  describe('edge cases', () => {
    it('should have no run for a side that never scored', () => {
      expect(longestRun([event(1, 2, 0)], 'away')).toBeNull()
      expect(longestRun([], 'home')).toBeNull()
    })
  })
})

describe('given a count and the forms of a noun', () => {
  it.each([
    ['en', 1, 'point'],
    ['en', 29, 'points'],
    ['sr', 21, 'poen'],
    ['sr', 22, 'poena'],
    ['sl', 2, 'točki'],
    ['sl', 3, 'točke'],
    ['sl', 5, 'točk'],
    ['ru', 21, 'очко'],
    ['ru', 3, 'очка'],
    ['ru', 29, 'очков'],
  ] as const)('should write %s %i with "%s"', (locale, count, noun) => {
    const forms = {
      en: { one: 'point', other: 'points' },
      sr: { one: 'poen', few: 'poena', other: 'poena' },
      sl: { one: 'točka', two: 'točki', few: 'točke', other: 'točk' },
      ru: { one: 'очко', few: 'очка', many: 'очков', other: 'очка' },
    }[locale]
    expect(counted(locale, count, forms)).toBe(`${count} ${noun}`)
  })
})

describe('given game 22-6 of the 2022-23 season (Zadar 96–67 SC Derby)', () => {
  const season = readSeasonFolder(join(dataFolder, 'aba-2022-23'))
  // 22_6 is played, so games.csv gives its score.
  const game = season.games.find((candidate) => candidate.game_id === '22_6') as DecidedGame
  // Real names come from players.csv; a player without one keeps the box-score spelling.
  const names = new Map([[2881, 'Luka Božić']])
  const facts = matchFacts(
    game,
    season.boxScores.filter((line) => line.game_id === '22_6'),
    season.playByPlay
      .filter((row) => row.game_id === '22_6')
      .map((row) => ({ period: row.period, homeScore: row.home_score, awayScore: row.away_score })),
    names,
  )

  it('should take the winner, margin and top scorers from the box score', () => {
    expect(facts).toMatchObject({
      winnerName: 'Zadar',
      loserName: 'SC Derby',
      margin: 29,
      winnerIsHome: true,
      homeTopScorer: { name: 'Luka Božić', points: 30, rebounds: 13, assists: 7 },
      awayTopScorer: { name: 'Mateo Dreznjak', points: 15, rebounds: 7, assists: 2 },
    })
  })

  it("should take Zadar's 12–0 first-quarter run from the play-by-play", () => {
    expect(facts.decisiveRun).toEqual({
      points: 12,
      teamName: 'Zadar',
      startPeriod: 1,
      endPeriod: 1,
      fromScore: [13, 8],
      toScore: [25, 8],
    })
  })

  it.each([
    [
      'en',
      'Zadar beat SC Derby 96–67',
      'a 29-point win at home',
      'with 15 points, 7 rebounds and 2 assists',
      'a 12–0 run by Zadar in the first quarter, from 13–8 to 25–8',
    ],
    [
      'sr',
      'Zadar – SC Derby 96:67',
      'razlikom od 29 poena',
      '15 poena, 7 skokova i 2 asistencije',
      'serija 12:0 ekipe Zadar u prvoj četvrtini, od 13:8 do 25:8',
    ],
    [
      'sl',
      'Zadar – SC Derby 96:67',
      'razlika je bila 29 točk',
      '15 točk, 7 skokov in 2 podaji',
      'delni izid 12:0 ekipe Zadar v prvi četrtini, od 13:8 do 25:8',
    ],
    [
      'es',
      'Zadar vence a SC Derby por 96-67',
      'diferencia de 29 puntos en casa',
      '15 puntos, 7 rebotes y 2 asistencias',
      'parcial de 12-0 de Zadar en el primer cuarto, del 13-8 al 25-8',
    ],
    [
      'fr',
      "Zadar s'impose face à SC Derby (96-67)",
      '1re journée',
      '15 points, 7 rebonds et 2 passes décisives',
      'série de 12-0 de Zadar dans le premier quart-temps, de 13-8 à 25-8',
    ],
    [
      'ru',
      'Zadar — SC Derby — 96:67',
      'разница — 29 очков',
      '15 очков, 7 подборов и 2 передачи',
      'рывок 12:0 команды Zadar в первой четверти — с 13:8 до 25:8',
    ],
  ] as const)('should write the %s report with the real numbers', (locale, title, result, scorer, run) => {
    const report = writeReport(locale, facts)
    expect(report.title).toBe(title)
    // The result is the lead the site shows above the body, which does not say it again.
    expect(report.summary).toContain(result)
    expect(report.body).not.toContain(result)
    expect(report.body).toContain(scorer)
    expect(report.body).toContain(run)
  })

  it('should write one report per played game, in every language, naming both top scorers', () => {
    const reports = matchReportNews(season)
    expect(reports).toHaveLength(season.games.filter((candidate) => candidate.status === 'played').length)
    const report = reports.find((candidate) => candidate.gameId === '22_6')!
    expect(Object.keys(report.body).sort()).toEqual([...reportLocales].sort())
    expect(report.body.en).toContain('Luka Božić led Zadar with 30 points, 13 rebounds and 7 assists.')
    expect(report.body.en).toContain('Mateo Drežnjak led SC Derby')
    expect(report.publishedAt).toBe('2022-09-30 18:00:00 Europe/Belgrade')
  })
})
