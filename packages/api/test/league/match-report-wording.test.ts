// How a match report says its numbers: the English article before a margin, the stat line without its zero
// parts, a lead the body does not repeat. Hand-written cases, then final game 5 of 2022-23 from the CSVs.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { MatchFacts, ScorerFacts } from '../../src/import/match-report/match-facts.ts'
import { matchReportNews } from '../../src/import/match-report/match-report-news.ts'
import {
  englishArticle,
  gameLinkText,
  reportLocales,
  statLine,
  writeReport,
} from '../../src/import/match-report/templates.ts'
import { readSeasonFolder } from '../../src/import/season-files.ts'
import { dataFolder } from './csv-season.ts'

function scorer(points: number, rebounds: number, assists: number): ScorerFacts {
  return { playerSourceId: 1, name: 'Ana Player', points, rebounds, assists }
}

function factsWithMargin(margin: number, overrides: Partial<MatchFacts> = {}): MatchFacts {
  return {
    homeName: 'Home',
    awayName: 'Away',
    homeScore: 70 + margin,
    awayScore: 70,
    winnerName: 'Home',
    loserName: 'Away',
    winnerScore: 70 + margin,
    loserScore: 70,
    margin,
    winnerIsHome: true,
    phase: 'regular-season',
    round: 3,
    overtimes: 0,
    homeTopScorer: scorer(20, 6, 0),
    awayTopScorer: scorer(14, 0, 0),
    decisiveRun: null,
    ...overrides,
  }
}

describe('given a margin in an English report', () => {
  it.each([
    [1, 'a'],
    [2, 'a'],
    [8, 'an'],
    [10, 'a'],
    [11, 'an'],
    [12, 'a'],
    [18, 'an'],
    [19, 'a'],
    [28, 'a'],
    [80, 'an'],
    [83, 'an'],
    [100, 'a'],
    [110, 'a'],
    [180, 'a'],
    [800, 'an'],
    [11_000, 'an'],
    [18_500, 'an'],
    [110_000, 'a'],
  ] as const)('should write %i with "%s"', (count, article) => {
    expect(englishArticle(count)).toBe(article)
  })

  it.each([
    [8, 'an 8-point win at home'],
    [11, 'an 11-point win at home'],
    [18, 'an 18-point win at home'],
    [7, 'a 7-point win at home'],
  ] as const)('should say a %i-point margin as "%s"', (margin, words) => {
    expect(writeReport('en', factsWithMargin(margin)).summary).toContain(words)
  })
})

describe('given a top scorer with zeros in his line', () => {
  it.each([
    ['en', scorer(25, 7, 4), '25 points, 7 rebounds and 4 assists'],
    ['en', scorer(25, 0, 4), '25 points and 4 assists'],
    ['en', scorer(25, 7, 0), '25 points and 7 rebounds'],
    ['en', scorer(25, 0, 0), '25 points'],
    ['sr', scorer(21, 0, 3), '21 poen i 3 asistencije'],
    ['sl', scorer(22, 5, 0), '22 točk in 5 skokov'],
    ['sl', scorer(2, 0, 2), '2 točki in 2 podaji'],
    ['es', scorer(18, 0, 0), '18 puntos'],
    ['fr', scorer(1, 1, 0), '1 point et 1 rebond'],
    ['ru', scorer(21, 0, 5), '21 очко и 5 передач'],
  ] as const)('should write the %s line %o as "%s"', (locale, line, text) => {
    expect(statLine(locale, line)).toBe(text)
  })

  it.each(reportLocales)('should never write a zero count in the %s report', (locale) => {
    const report = writeReport(locale, factsWithMargin(9))
    expect(report.body).not.toMatch(/(^|\D)0 \p{L}/u)
  })
})

describe('given a report in every language', () => {
  it.each(reportLocales)('should not start the %s body with its lead', (locale) => {
    const report = writeReport(locale, factsWithMargin(11, { overtimes: 1 }))
    expect(report.body.startsWith(report.summary)).toBe(false)
    expect(report.body).not.toContain(report.summary.split(',')[0])
    expect(gameLinkText(locale).length).toBeGreaterThan(0)
  })
})

describe('given final game 5 of 2022-23 (Partizan 96–85 Crvena zvezda, data/aba-2022-23)', () => {
  const report = matchReportNews(readSeasonFolder(join(dataFolder, 'aba-2022-23'))).find(
    (candidate) => candidate.gameId === '22_205',
  )!

  it('should call the 11-point margin "an 11-point win"', () => {
    expect(report.summary.en).toBe(
      'Partizan Mozzart Bet beat Crvena zvezda Meridianbet 96–85 in game 5 of the final series, an 11-point win at home.',
    )
  })

  it('should leave out the zero assists of the visitors top scorer (boxscores.csv: 18 points, 5 rebounds, 0 assists)', () => {
    expect(report.body.en).toContain('Kevin Punter led Partizan Mozzart Bet with 32 points, 5 rebounds and 2 assists.')
    expect(report.body.en).toMatch(/led Crvena zvezda Meridianbet with 18 points and 5 rebounds\./)
    expect(report.body.en).not.toContain('0 assists')
  })
})
