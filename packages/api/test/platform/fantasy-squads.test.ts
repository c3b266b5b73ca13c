// Creating fantasy squads in ABA League 2022-23 with round 12 open: a valid squad, every rule broken told in the
// reader's language, the late joiner's budget and entry points, three squads per account, and nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FantasySquadList, FantasyPickInput } from '../../src/contract/fantasy-squads.ts'
import { fantasySquadRounds } from '../../src/db/schema/fantasy.ts'
import {
  buildSquad,
  costTenths,
  createWorld,
  fan,
  send,
  squadPath,
  squadsPath,
  type Refusal,
  type World,
} from './fantasy-squads-fixtures.ts'

describe('given ABA League 2022-23 on 20 December 2022, round 12 open', () => {
  let world: World

  beforeAll(async () => {
    world = await createWorld()
  }, 180_000)

  afterAll(async () => {
    await world.opened.dispose()
  })

  const create = (token: string, picks: FantasyPickInput[], extra: Record<string, unknown> = {}, headers = {}) =>
    send(world.apps.open, token, 'POST', squadsPath, { name: 'Dunkers', picks, ...extra }, headers)

  it('should know round 12 as the open round, every earlier one final (a game put off to April counts for nothing)', () => {
    expect(world.rounds.find((round) => round.status === 'open')?.sequence).toBe(12)
    expect(world.rounds.filter((round) => round.sequence < 12).every((round) => round.status === 'final')).toBe(true)
    expect(world.rounds.find((round) => round.sequence === 3)?.games.some((game) => game.postponed)).toBe(true)
  })

  it('should create a valid squad with the late joiner budget of 100 + 11 × 0.3 credits', async () => {
    const token = await fan(world, 'builder')
    const picks = buildSquad(world)
    const { status, body } = await create(token, picks)
    expect(status).toBe(201)
    expect(body.bank).toBeCloseTo((1033 - costTenths(world, picks)) / 10, 5)
    expect(body.squadValue).toBeCloseTo(costTenths(world, picks) / 10, 5)
    expect(body).toMatchObject({
      name: 'Dunkers',
      version: 1,
      season: '2022-23',
      league: 'aba-league',
      formation: '2-2-1',
      joinedRound: 12,
      entryPoints: 0,
      totalPoints: 0,
      roundPoints: null,
      openRound: { sequence: 12, locksAt: '2022-12-22T18:00:00.000Z' },
      roundInPlay: null,
      transfers: { made: 0, left: 'unlimited' },
      chips: { available: ['wildcard', 'bench-boost', 'triple-captain'], used: [] },
    })
    expect(body.picks.map((pick) => pick.slot)).toEqual([
      ...Array<string>(5).fill('court'),
      'sixth',
      ...Array<string>(4).fill('bench'),
    ])
    expect(body.picks.filter((pick) => pick.captain).map((pick) => pick.playerId)).toEqual([picks[0]?.playerId])
    expect(body.picks.filter((pick) => pick.slot === 'bench').map((pick) => pick.benchOrder)).toEqual([1, 2, 3, 4])
    const read = await send(world.apps.open, token, 'GET', squadPath(body.id))
    expect(read).toEqual({ status: 200, body })
  })

  it('should refuse a squad over budget, telling by how much', async () => {
    const token = await fan(world, 'spender')
    const picks = buildSquad(world, { expensive: true })
    const over = costTenths(world, picks) - 1033
    const { status, body } = (await create(token, picks)) as unknown as Refusal
    expect(status).toBe(422)
    expect(body.error.code).toBe('invalid_squad')
    const overBudget = body.error.violations?.find((violation) => violation.code === 'over_budget')
    expect(overBudget?.message).toBe(
      `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(over / 10)} credits over budget`,
    )
    expect(body.error.message).toContain('credits over budget')
    expect((await send<FantasySquadList>(world.apps.open, token, 'GET', squadsPath)).body.squads).toEqual([])
  })

  it('should refuse seven players of one club, naming the club', async () => {
    const token = await fan(world, 'loyal')
    const byClub = new Map<number, number[]>()
    for (const candidate of world.candidates.values()) {
      byClub.set(candidate.clubId, [...(byClub.get(candidate.clubId) ?? []), candidate.playerId])
    }
    const [clubId, members] = [...byClub.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [0, []]
    const club = world.candidates.get(members[0] ?? 0)?.clubName
    const seven = members.slice(0, 7)
    // The rest of the squad from other clubs, so the count is exactly seven.
    const picks = buildSquad(world, { exclude: new Set(members) }).map((pick, index) =>
      index < 7 ? { ...pick, playerId: seven[index] ?? 0 } : pick,
    )
    const { status, body } = (await create(token, picks)) as unknown as Refusal
    expect(status).toBe(422)
    expect(body.error.violations).toContainEqual({
      code: 'club_limit',
      params: { club: club ?? '', clubId, count: 7, max: 6 },
      message: `7 players from ${club}: at most 6`,
    })
  })

  it('should list every broken rule at once: size, unknown and duplicate players, quota, formation, captain, sixth man', async () => {
    const token = await fan(world, 'careless')
    const valid = buildSquad(world)
    const picks: FantasyPickInput[] = [
      ...valid.slice(0, 4).map((pick) => ({ ...pick, captain: true })),
      { playerId: 999_999, slot: 'court', captain: false },
      ...valid.slice(6, 9),
      { playerId: valid[7]?.playerId ?? 0, slot: 'bench', captain: false },
    ]
    const { status, body } = (await create(token, picks)) as unknown as Refusal
    expect(status).toBe(422)
    const codes = body.error.violations?.map((violation) => violation.code)
    expect(codes).toEqual(
      expect.arrayContaining([
        'squad_size',
        'unknown_player',
        'duplicate_player',
        'position_quota',
        'captain',
        'sixth_man',
      ]),
    )
    expect(body.error.violations?.find((violation) => violation.code === 'unknown_player')?.message).toBe(
      '#999999 does not play in this league season',
    )
    expect(body.error.violations?.find((violation) => violation.code === 'squad_size')?.message).toBe(
      'A squad has 10 players, this one 9',
    )
  })

  it('should refuse a formation not allowed', async () => {
    const token = await fan(world, 'small')
    const picks = buildSquad(world)
    // The court's centre (5th) swaps with the bench's first forward (8th): 2-3-0 is no allowed starting five.
    const swapped = picks.map((pick, index) =>
      index === 4 ? { ...pick, slot: 'bench' as const } : index === 7 ? { ...pick, slot: 'court' as const } : pick,
    )
    const { status, body } = (await create(token, swapped)) as unknown as Refusal
    expect(status).toBe(422)
    expect(body.error.violations).toEqual([
      {
        code: 'formation',
        params: { formation: '2-3-0', court: 5, required: 5, allowed: '2-2-1, 1-2-2, 2-1-2, 1-3-1, 3-1-1' },
        message: '2-3-0 is not an allowed starting five (2-2-1, 1-2-2, 2-1-2, 1-3-1, 3-1-1)',
      },
    ])
  })

  it("should tell the refusals in the reader's language, from the body or Accept-Language", async () => {
    const token = await fan(world, 'polyglot')
    const picks = buildSquad(world, { expensive: true })
    const serbian = (await create(token, picks, {}, { 'Accept-Language': 'sr-RS,sr;q=0.9' })) as unknown as Refusal
    expect(serbian.body.error.message).toMatch(/^Budžet je prekoračen za \d+(,\d)? kredita/)
    const spanish = (await create(token, picks, { language: 'es' }, { 'Accept-Language': 'ru' })) as unknown as Refusal
    expect(spanish.body.error.message).toContain('créditos por encima del presupuesto')
    const russian = (await create(token, picks, {}, { 'Accept-Language': 'ru' })) as unknown as Refusal
    expect(russian.body.error.message).toMatch(/^Бюджет превышен на/)
  })

  it('should give a late joiner the average round score so far for each round played', async () => {
    const veteran = await fan(world, 'veteran')
    const first = await create(veteran, buildSquad(world))
    // Two scored rounds of the first squad (as the scoring would write them): an average of 120 per round.
    await world.opened.database.insert(fantasySquadRounds).values([
      { squadId: first.body.id, round: 10, picks: [], points: 100, totalAfter: 100 },
      { squadId: first.body.id, round: 11, picks: [], points: 140, totalAfter: 240 },
    ])
    const latecomer = await fan(world, 'latecomer')
    const { body } = await create(latecomer, buildSquad(world))
    // The average over every squad's scored rounds so far: (100 + 140) / 2 = 120, times 11 rounds played.
    expect(body).toMatchObject({ entryPoints: 1320, totalPoints: 1320, joinedRound: 12 })
  })

  it('should allow three squads per account and refuse the fourth', async () => {
    const token = await fan(world, 'collector')
    for (const name of ['One', 'Two', 'Three']) {
      expect((await create(token, buildSquad(world), { name })).status).toBe(201)
    }
    const fourth = (await create(token, buildSquad(world), { name: 'Four' })) as unknown as Refusal
    expect(fourth.status).toBe(422)
    expect(fourth.body.error).toMatchObject({
      code: 'squad_limit',
      message: 'Squads per account in a season: at most 3',
    })
    const list = await send<FantasySquadList>(world.apps.open, token, 'GET', squadsPath)
    expect(list.body.squads.map((squad) => squad.name)).toEqual(['One', 'Two', 'Three'])
    expect(list.body.maxSquads).toBe(3)
  })

  it("should answer 404 for another fan's squad, and 401 without a token", async () => {
    const owner = await fan(world, 'owner')
    const stranger = await fan(world, 'stranger')
    const { body: squad } = await create(owner, buildSquad(world))
    const lineup = { version: 1, picks: buildSquad(world) }
    expect((await send(world.apps.open, stranger, 'GET', squadPath(squad.id))).status).toBe(404)
    expect((await send(world.apps.open, stranger, 'PUT', squadPath(squad.id), lineup)).status).toBe(404)
    const chip = { version: 1, chip: 'wildcard' }
    expect((await send(world.apps.open, stranger, 'POST', `${squadPath(squad.id)}/chips`, chip)).status).toBe(404)
    expect((await send(world.apps.open, 'not-a-token', 'GET', squadPath(squad.id))).status).toBe(401)
    expect((await send(world.apps.open, owner, 'GET', squadPath(squad.id))).status).toBe(200)
  })

  it('should answer 400 for a body that is no squad', async () => {
    const token = await fan(world, 'typo')
    const { status } = await send(world.apps.open, token, 'POST', squadsPath, { name: '', picks: 'all of them' })
    expect(status).toBe(400)
  })
})
