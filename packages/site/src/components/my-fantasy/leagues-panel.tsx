'use client'

import type { FantasyLeague } from '@league/api/contract/fantasy-leagues'
import { Button } from '@league/ui/components/button/button'
import { useState, type FormEvent } from 'react'
import { FantasyRequestError } from '@/lib/my-fantasy/fantasy-fetch'
import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { useLeagueMembership, useSquadLeagues } from '@/lib/my-fantasy/use-squad-leagues'
import { LeagueView } from './league-view'
import { RefusalAlert } from './refusal-alert'

// Spelled out rather than imported: the contract's values would bring its schemas into the browser bundle.
const leagueKinds = ['all-vs-all', 'head-to-head'] as const satisfies readonly FantasyLeague['kind'][]

const fieldClass = 'rounded-brand border border-input bg-surface px-3 py-2 text-sm'

/** A small form of the panel (create, join): its own refusal beside it and its own success line. */
function useLeagueForm(send: (data: FormData) => Promise<string>) {
  const [error, setError] = useState<FantasyRequestError | undefined>(undefined)
  const [done, setDone] = useState<string | undefined>(undefined)
  const [sending, setSending] = useState(false)
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    setError(undefined)
    setDone(undefined)
    try {
      setDone(await send(new FormData(form)))
      form.reset()
    } catch (failure) {
      setError(failure instanceof FantasyRequestError ? failure : new FantasyRequestError(0, null, String(failure)))
    } finally {
      setSending(false)
    }
  }
  return { error, done, sending, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) }
}

/** The squad's private leagues: each with its kind, size, the squad's rank and code; create one or join by code. */
export function LeaguesPanel({
  squadId,
  labels,
  locale,
}: {
  squadId: number
  labels: MyFantasyLabels
  locale: string
}) {
  const { data } = useSquadLeagues(squadId)
  const membership = useLeagueMembership(squadId)
  const [open, setOpen] = useState<number | null>(null)
  const created = useLeagueForm(async (form) => {
    const league = await membership.create(
      String(form.get('leagueName') ?? ''),
      String(form.get('leagueKind')) as FantasyLeague['kind'],
    )
    return fill(labels.leagueCreated, { name: league.name, code: league.code ?? '' })
  })
  const joined = useLeagueForm(async (form) => {
    const league = await membership.join(String(form.get('inviteCode') ?? ''))
    return fill(labels.leagueJoined, { name: league.name })
  })

  return (
    <section aria-labelledby="leagues-title" className="flex flex-col gap-4">
      <h2 id="leagues-title" className="font-heading text-xl font-semibold">
        {labels.leaguesTitle}
      </h2>
      {data?.leagues.length === 0 ? <p className="text-on-muted">{labels.noLeagues}</p> : null}
      <ul className="flex flex-col gap-2">
        {data?.leagues.map((league) => (
          <li key={league.id} className="flex flex-col gap-2 rounded-brand border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-col">
                <h3 className="font-semibold">{league.name}</h3>
                <span className="text-sm text-on-muted">
                  {fill(labels.leagueSummary, {
                    kind: labels.kind[league.kind],
                    members: league.membersCount,
                    maximum: league.maximumMembers,
                  })}
                </span>
                <span className="text-sm">{fill(labels.codeLabel, { code: league.code })}</span>
                {league.rank === null ? null : (
                  <span className="text-sm font-semibold">{fill(labels.yourRank, { rank: league.rank })}</span>
                )}
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-expanded={open === league.id}
                onClick={() => setOpen(open === league.id ? null : league.id)}
              >
                {fill(open === league.id ? labels.hideLeague : labels.viewLeague, { name: league.name })}
              </Button>
            </div>
            {open === league.id ? <LeagueView leagueId={league.id} labels={labels} locale={locale} /> : null}
          </li>
        ))}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <form
          noValidate
          onSubmit={created.onSubmit}
          aria-labelledby="create-league-title"
          className="flex flex-col gap-2"
        >
          <h3 id="create-league-title" className="font-semibold">
            {labels.createLeague}
          </h3>
          <label className="flex flex-col gap-1 text-sm">
            {labels.leagueName}
            <input name="leagueName" required maxLength={60} className={fieldClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {labels.leagueKind}
            <select name="leagueKind" className={fieldClass} defaultValue="all-vs-all">
              {leagueKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {labels.kind[kind]}
                </option>
              ))}
            </select>
          </label>
          <RefusalAlert error={created.error} labels={labels} />
          {created.done ? <output className="text-sm font-semibold">{created.done}</output> : null}
          <Button type="submit" size="sm" disabled={created.sending} className="self-start">
            {labels.create}
          </Button>
        </form>
        <form noValidate onSubmit={joined.onSubmit} aria-labelledby="join-league-title" className="flex flex-col gap-2">
          <h3 id="join-league-title" className="font-semibold">
            {labels.joinLeague}
          </h3>
          <label className="flex flex-col gap-1 text-sm">
            {labels.inviteCode}
            <input
              name="inviteCode"
              required
              maxLength={32}
              autoCapitalize="characters"
              autoComplete="off"
              className={fieldClass}
            />
          </label>
          <RefusalAlert error={joined.error} labels={labels} />
          {joined.done ? <output className="text-sm font-semibold">{joined.done}</output> : null}
          <Button type="submit" size="sm" disabled={joined.sending} className="self-start">
            {labels.join}
          </Button>
        </form>
      </div>
    </section>
  )
}
