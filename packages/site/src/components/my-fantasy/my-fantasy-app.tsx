'use client'

import type { FantasyRulesAnswer } from '@league/api/contract/fantasy-catalogue'
import { Button } from '@league/ui/components/button/button'
import { useState } from 'react'
import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { useFantasyPlayers } from '@/lib/my-fantasy/use-fantasy-players'
import { useCreateSquad, useSquads } from '@/lib/my-fantasy/use-squads'
import { LiveSquad } from './live-squad'
import { SquadDraft } from './squad-draft'
import { SquadSwitcher } from './squad-switcher'

export type MyFantasyAppProps = {
  season: string
  league: string
  rules: Pick<FantasyRulesAnswer, 'budget' | 'squadSize' | 'positionQuota' | 'maxPlayersPerClub' | 'chips'>
  labels: MyFantasyLabels
  locale: string
}

/**
 * The profile's fantasy tab in the browser: the fan's squads (the server seeded them), the chosen one's
 * builder, or a new squad's draft when there is none yet or the fan asks for one.
 */
export function MyFantasyApp({ season, league, rules, labels, locale }: MyFantasyAppProps) {
  const squads = useSquads(season, league)
  const players = useFantasyPlayers(season, league)
  const createSquad = useCreateSquad(season, league, locale)
  const [chosen, setChosen] = useState<number | 'new' | undefined>(undefined)
  if (squads.error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-danger">{fill(labels.loadFailed, { message: squads.error.message })}</p>
        <Button variant="outline" onClick={() => void squads.mutate()}>
          {labels.tryAgain}
        </Button>
      </div>
    )
  }
  if (squads.data === undefined || players.data === undefined) {
    return <p className="text-on-muted">{labels.loading}</p>
  }
  const list = squads.data.squads
  const current = chosen ?? list[0]?.id ?? 'new'
  return (
    <div className="flex flex-col gap-6">
      <SquadSwitcher
        squads={list}
        maxSquads={squads.data.maxSquads}
        current={current}
        onChoose={setChosen}
        labels={labels}
        locale={locale}
      />
      {current === 'new' ? (
        <SquadDraft
          players={players.data.players}
          rules={rules}
          labels={labels}
          locale={locale}
          onCreate={async (name, picks) => {
            const squad = await createSquad(name, picks)
            setChosen(squad.id)
          }}
          onCancel={list.length > 0 ? () => setChosen(undefined) : undefined}
        />
      ) : (
        <LiveSquad
          key={current}
          squadId={current}
          players={players.data.players}
          rules={rules}
          labels={labels}
          locale={locale}
        />
      )}
    </div>
  )
}
