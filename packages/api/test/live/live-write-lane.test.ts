// A scorer's live writes never wait behind readers for the database (found by the chaos run: 200 readers
// held the pool and each event took seconds). Readers hold every read connection with a transaction that
// waits for a promise the test resolves; a database sequence records in which order statements really ran.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows, type Database } from '../../src/db/connection.ts'
import { grantOperator } from '../../src/live/operators.ts'
import { createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp, markAddressVerified } from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const kinds = await availableDatabaseKinds()
/** PostgreSQL's shared pool in these tests. */
const poolSize = 2

/** A promise the test resolves when it chooses. */
function controllable() {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return { released, release }
}

/** Transactions that take `connections` read connections and keep them until `release` is called. */
async function holdReadConnections(database: Database, connections: number) {
  const hold = controllable()
  const holders = Array.from({ length: connections }, () => {
    const taken = controllable()
    const holder = database.transaction(async (transaction) => {
      await transaction.execute(sql`select 1`)
      taken.release()
      await hold.released
    })
    return { holder, taken: taken.released }
  })
  await Promise.all(holders.map(({ taken }) => taken))
  return { release: hold.release, finished: Promise.all(holders.map(({ holder }) => holder)) }
}

/** The next value of the probe sequence: which statement ran first, as the database saw it. */
async function nextProbe(database: Database): Promise<number> {
  const [row] = await selectRows<{ value: string }>(database, sql`select nextval('lane_probe') as value`)
  return Number(row?.value)
}

/** Twenty reads queued behind the held connections, and how many of them have finished. */
function queueReads(database: Database) {
  const progress = { done: 0 }
  const reads = Array.from({ length: 20 }, async () => {
    await database.execute(sql`select 1`)
    progress.done += 1
  })
  return { progress, all: Promise.all(reads), count: reads.length }
}

async function openWithScorer(kind: TestDatabase['kind']) {
  const opened = await openTestDatabase(kind, { poolSize })
  const app = createTestApp(opened.database, { liveWriteDatabase: opened.liveWrites })
  const email = uniqueEmail('scorer')
  const operatorToken = await signUp(app, email, { name: 'Scorer' })
  await markAddressVerified(opened.database, email)
  await grantOperator(opened.database, email, 'aba')
  await opened.database.execute(sql`create sequence lane_probe`)
  return { opened, app, operatorToken }
}

/** An event for a game the client does not have: the operator check and the game lookup run, then 404. */
function postEvent(app: TestApp, operatorToken: string) {
  return app.request(
    '/v2/live/games/no-such-game/events',
    jsonRequest(
      'POST',
      { idempotencyKey: 'lane-write-1', expectedSequence: 0, event: { type: 'clock_start' } },
      { Authorization: `Bearer ${operatorToken}` },
    ),
  )
}

describe('given PGlite, whose one connection a reader holds while others queue', () => {
  let opened: TestDatabase
  let app: TestApp
  let operatorToken = ''

  beforeAll(async () => {
    ;({ opened, app, operatorToken } = await openWithScorer('pglite'))
  })

  afterAll(async () => {
    await opened.dispose()
  })

  it('should run a live write before the reads queued ahead of it', async () => {
    await opened.database.execute(sql`select setval('lane_probe', 1, false)`)
    const held = await holdReadConnections(opened.database, 1)
    const reads = [1, 2, 3, 4, 5].map(() => nextProbe(opened.database))
    const write = nextProbe(opened.liveWrites)
    held.release()
    await held.finished
    expect(await write).toBe(1)
    expect((await Promise.all(reads)).toSorted((first, second) => first - second)).toEqual([2, 3, 4, 5, 6])
  })

  it("should answer a scorer's event before the twenty queued reads are served", async () => {
    const held = await holdReadConnections(opened.database, 1)
    const reads = queueReads(opened.database)
    const posted = postEvent(app, operatorToken)
    // The token check is asynchronous crypto: release the connection once the event's first statement
    // waits at the gate behind the twenty reads.
    await expect.poll(() => opened.gate?.waiting()).toEqual({ write: 1, read: reads.count })
    held.release()
    const answer = await posted
    // A read may slip in between two of the event's statements (the gate is free while the route works),
    // never the twenty queued ones.
    expect(reads.progress.done).toBeLessThan(reads.count)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ error: { message: 'No game "no-such-game" in this league' } })
    await Promise.all([held.finished, reads.all])
  })
})

describe.each(kinds.filter((kind) => kind === 'postgres'))('given %s with every pooled read connection held', () => {
  let opened: TestDatabase
  let app: TestApp
  let operatorToken = ''

  beforeAll(async () => {
    ;({ opened, app, operatorToken } = await openWithScorer('postgres'))
  })

  afterAll(async () => {
    await opened.dispose()
  })

  it('should run a live write on its own connections while the reads wait', async () => {
    await opened.database.execute(sql`select setval('lane_probe', 1, false)`)
    const held = await holdReadConnections(opened.database, poolSize)
    const reads = [1, 2, 3].map(() => nextProbe(opened.database))
    expect(await nextProbe(opened.liveWrites)).toBe(1)
    held.release()
    await held.finished
    expect((await Promise.all(reads)).toSorted((first, second) => first - second)).toEqual([2, 3, 4])
  })

  it("should answer a scorer's event, from the sign-in check on, before any queued read is served", async () => {
    const held = await holdReadConnections(opened.database, poolSize)
    const reads = queueReads(opened.database)
    const answer = await postEvent(app, operatorToken)
    expect(reads.progress.done).toBe(0)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ error: { message: 'No game "no-such-game" in this league' } })
    held.release()
    await Promise.all([held.finished, reads.all])
  })
})
