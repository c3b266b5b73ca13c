'use client'

import type { FantasySquad } from '@league/api/contract/fantasy-squads'
import { useRef } from 'react'
import useSWR from 'swr'
import { fantasyPaths } from './fantasy-paths'
import { FantasyRequestError, readJson, sendJson } from './fantasy-fetch'
import { lineupInput } from './squad-edits'

type Chip = FantasySquad['chips']['available'][number]

/** One squad, keyed by its API path. */
export function useSquad(squadId: number) {
  return useSWR<FantasySquad, FantasyRequestError>(fantasyPaths.squad(squadId), readJson)
}

/**
 * The squad's changes, each shown at once (optimistic) and sent with the squad's version. Changes go one at a
 * time, each with the version the previous one's answer carried: a chip played while a transfer is still on
 * its way must not meet a version conflict of the fan's own making. A refusal rolls the squad back to what it
 * was; a version conflict (another tab changed it) shows the squad as it is now; a lost connection or a server
 * error reloads it, since whether the change was saved is unknown. Each change answers the error to show, or
 * undefined when it was saved.
 */
export function useSquadChanges(squadId: number, language: string) {
  const { data: squad, mutate } = useSquad(squadId)
  // The change before this one, and the squad its answer carried while later changes still wait for it.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const answered = useRef<FantasySquad | undefined>(undefined)
  const pending = useRef(0)

  async function change(
    optimistic: FantasySquad,
    send: (current: FantasySquad) => Promise<FantasySquad>,
  ): Promise<FantasyRequestError | undefined> {
    if (squad === undefined) {
      return undefined
    }
    const previous = queue.current
    pending.current += 1
    // The optimistic squad shows at once; the request waits for the change before it.
    const sending = mutate(
      async (saved) => {
        await previous
        const answer = await send(answered.current ?? saved ?? squad)
        answered.current = answer
        return answer
      },
      {
        optimisticData: optimistic,
        populateCache: true,
        revalidate: false,
        rollbackOnError: (error) => error instanceof FantasyRequestError && error.isRefusal,
      },
    )
    // The next change waits for this one to be answered, saved or refused alike.
    queue.current = sending.then(
      () => undefined,
      () => undefined,
    )
    try {
      await sending
      return undefined
    } catch (error) {
      const failure = error instanceof FantasyRequestError ? error : new FantasyRequestError(0, null, String(error))
      if (failure.currentSquad !== undefined) {
        answered.current = failure.currentSquad
        await mutate(failure.currentSquad, { revalidate: false })
      } else if (!failure.isRefusal || failure.isStaleVersion) {
        await mutate()
      }
      return failure
    } finally {
      pending.current -= 1
      // With nothing waiting, the cache (revalidated by SWR as it likes) is the squad to send from.
      if (pending.current === 0) {
        answered.current = undefined
      }
    }
  }

  return {
    squad,
    saveLineup: (picks: FantasySquad['picks']) =>
      change({ ...(squad as FantasySquad), picks }, (current) =>
        sendJson<FantasySquad>(fantasyPaths.squad(squadId), 'PUT', {
          version: current.version,
          picks: lineupInput(picks),
          language,
        }),
      ),
    transfer: (optimistic: FantasySquad, transfers: readonly { out: number; in: number }[]) =>
      change(optimistic, (current) =>
        sendJson<FantasySquad>(fantasyPaths.transfers(squadId), 'POST', {
          version: current.version,
          transfers,
          language,
        }),
      ),
    playChip: (chip: Chip) =>
      change(withChipPlayed(squad as FantasySquad, chip), (current) =>
        sendJson<FantasySquad>(fantasyPaths.chips(squadId), 'POST', { version: current.version, chip, language }),
      ),
  }
}

/** The squad as it will be once the chip is played for the open round. */
export function withChipPlayed(squad: FantasySquad, chip: Chip): FantasySquad {
  return {
    ...squad,
    chips: {
      available: squad.chips.available.filter((available) => available !== chip),
      used: [...squad.chips.used, { chip, round: squad.openRound?.sequence ?? 0 }],
    },
    ...(chip === 'wildcard' ? { transfers: { ...squad.transfers, left: 'unlimited' as const } } : {}),
  }
}
