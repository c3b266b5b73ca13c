// The head-to-head tab's numbers against the real ABA League 2022-23 (only that season is imported here).
// Meetings of Partizan (PAR) and Crvena zvezda (CZV) in data/aba-2022-23/games.csv, counted by hand:
//   22_53  2022-11-28 20:00  CZV 90–74 PAR   (Partizan lost)
//   22_144 2023-03-13 20:30  PAR 92–81 CZV   (won)
//   22_201 2023-06-13 20:00  PAR 88–80 CZV   final game 1 (won)
//   22_202 2023-06-15 20:00  PAR 87–78 CZV   game 2 (won)
//   22_203 2023-06-18 20:30  CZV 91–78 PAR   game 3 (lost)
//   22_204 2023-06-20 19:00  CZV 68–56 PAR   game 4 (lost)
//   22_205 2023-06-22 20:00  PAR 96–85 CZV   game 5
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HeadToHead } from '../../src/contract/games.ts'
import { playedBefore } from '../../src/queries/game-head-to-head.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'

describe('given two tip-offs', () => {
  it.each([
    [{ date: '2023-06-20', time: '19:00' }, { date: '2023-06-22', time: '20:00' }, true],
    [{ date: '2023-06-22', time: '20:00' }, { date: '2023-06-22', time: '20:00' }, false],
    [{ date: '2023-06-22', time: '18:00' }, { date: '2023-06-22', time: '20:00' }, true],
    [{ date: '2023-06-25', time: '20:00' }, { date: '2023-06-22', time: '20:00' }, false],
  ])('should tell whether %o came before %o', (candidate, game, expected) => {
    expect(playedBefore(candidate, game)).toBe(expected)
  })

  describe('edge cases', () => {
    it('should never count a game without a date as earlier', () => {
      expect(playedBefore({ date: null, time: null }, { date: '2023-06-22', time: '20:00' })).toBe(false)
      expect(playedBefore({ date: '2023-06-20', time: null }, { date: null, time: null })).toBe(false)
    })

    it('should count a game without a time from the start of its day', () => {
      expect(playedBefore({ date: '2023-06-22', time: null }, { date: '2023-06-22', time: '20:00' })).toBe(true)
      expect(playedBefore({ date: '2023-06-22', time: '20:00' }, { date: '2023-06-22', time: null })).toBe(false)
    })
  })
})

describe('given ABA League 2022-23 imported', () => {
  let testDatabase: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase()
    app = createTestApp(testDatabase.database)
  })

  afterAll(async () => {
    await testDatabase.dispose()
  })

  async function headToHeadOf(game: string): Promise<HeadToHead> {
    const response = await app.request(`/v2/website/games/${game}/head-to-head`, { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(200)
    return (await response.json()) as HeadToHead
  }

  it('should list for final game 5 only the six meetings before 22 June 2023, newest first', async () => {
    const body = await headToHeadOf('22-205')
    expect(body.meetings.map((meeting) => meeting.slug)).toEqual([
      '22-204',
      '22-203',
      '22-202',
      '22-201',
      '22-144',
      '22-53',
    ])
    expect(body.home.code).toBe('PAR')
    // Partizan won 22_144, 22_201 and 22_202 and lost the other three; points 74+92+88+87+78+56 and 90+81+80+78+91+68.
    expect(body.homeRecord).toEqual({ won: 3, lost: 3, pointsFor: 475, pointsAgainst: 488, averageMargin: -2.2 })
  })

  it('should give final game 1 the two regular-season meetings only, and a record of its own', async () => {
    const body = await headToHeadOf('22-201')
    expect(body.meetings.map((meeting) => meeting.slug)).toEqual(['22-144', '22-53'])
    expect(body.homeRecord).toMatchObject({ won: 1, lost: 1, pointsFor: 166, pointsAgainst: 171 })
  })

  it('should count from the home club of the page: Crvena zvezda in game 3', async () => {
    const body = await headToHeadOf('22-203')
    expect(body.home.code).toBe('CZV')
    expect(body.meetings.map((meeting) => meeting.slug)).toEqual(['22-202', '22-201', '22-144', '22-53'])
    // Crvena zvezda won 22_53 and lost the other three.
    expect(body.homeRecord).toMatchObject({
      won: 1,
      lost: 3,
      pointsFor: 90 + 81 + 80 + 78,
      pointsAgainst: 74 + 92 + 88 + 87,
    })
  })

  it('should have no earlier meetings for the first game of two clubs in the data', async () => {
    const body = await headToHeadOf('22-53')
    expect(body.meetings).toEqual([])
    expect(body.homeRecord).toMatchObject({ won: 0, lost: 0, averageMargin: null })
  })
})
