'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirective, TvGraphic } from '@league/api/contract/screens'
import { useId, useState } from 'react'
import { onAirOf, type BroadcastCue } from '@/lib/screens/broadcast-cue'
import type { BroadcastCueLabels } from '@/lib/screens/broadcast-cue-labels'

type CuedGraphic = 'scoreBug' | 'lowerThird' | 'tvStats'

const selectClass = 'h-11 rounded-brand border border-input bg-surface-raised px-3'
const buttonClass = 'h-11 rounded-brand border border-input px-4 font-semibold'

/** Sends one cue; the directive as stored, or null when it did not go through. */
async function sendCue(game: string, body: BroadcastCue): Promise<ScreensDirective | null> {
  const response = await fetch(`/api/operator/games/${encodeURIComponent(game)}/broadcast-cue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.ok ? ((await response.json()) as ScreensDirective) : null
}

function PlayerSelect({
  state,
  value,
  label,
  onChange,
}: {
  state: Pick<LiveGameStateResponse, 'setup'>
  value: string
  label: string
  onChange: (playerId: string) => void
}) {
  return (
    <select aria-label={label} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
      {[state.setup.home, state.setup.away].map((team) => (
        <optgroup key={team.id} label={team.name}>
          {team.players.map((player) => (
            <option key={player.id} value={player.id}>
              {player.number ? `#${player.number} ` : ''}
              {player.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  )
}

/** The graphic at 1280×720 scaled to the panel, on a chequerboard so its transparency shows. */
function CuePreview({ source, title }: { source: string; title: string }) {
  return (
    <div className="relative aspect-video w-full max-w-xl overflow-hidden rounded-brand border border-input bg-[repeating-conic-gradient(#8884_0_25%,transparent_0_50%)] bg-[length:24px_24px]">
      {/* The site's own graphic page, which follows the game's stream at this origin: the sandbox keeps it from
          navigating the console, opening pop-ups or sending forms, not from the scripts and origin it needs. */}
      <iframe
        key={source}
        // oxlint-disable-next-line react/iframe-missing-sandbox
        sandbox="allow-scripts allow-same-origin"
        title={title}
        src={source}
        width={1280}
        height={720}
        className="pointer-events-none absolute top-0 left-0 origin-top-left scale-[0.45]"
      />
    </div>
  )
}

/**
 * The director's cue panel on the console: each broadcast graphic (score bug, lower third, TV graphic) with its
 * on-air state, a preview of it at 1280×720 before it goes on air, and the cue that slides it in or out on the
 * overlay and tv-stats pages (POST /api/operator/games/{game}/broadcast-cue).
 */
export function BroadcastCuePanel({
  game,
  state,
  initial,
  gamePath,
  labels,
}: {
  game: string
  state: Pick<LiveGameStateResponse, 'setup'>
  initial: ScreensDirective
  /** The game's page (`/en/seasons/…/games/22-6`): its screens are under it (`…/broadcast`, `…/tv-stats`). */
  gamePath: string
  labels: BroadcastCueLabels
}) {
  const headingId = useId()
  const [directive, setDirective] = useState(initial)
  const [playerId, setPlayerId] = useState(initial.broadcast.lowerThird?.playerId ?? '')
  const [tvGraphic, setTvGraphic] = useState<TvGraphic>(initial.tvStats.graphic)
  const [previewed, setPreviewed] = useState<CuedGraphic>('scoreBug')
  const [failed, setFailed] = useState(false)
  const onAir = onAirOf(directive)
  const players = [state.setup.home, state.setup.away].flatMap((team) => team.players)
  const chosenPlayer = playerId || (players[0]?.id ?? '')
  const tvStats = tvGraphic === 'player-card' ? { graphic: tvGraphic, playerId: chosenPlayer } : { graphic: tvGraphic }

  async function cue(body: BroadcastCue) {
    const answer = await sendCue(game, body)
    setFailed(answer === null)
    if (answer !== null) {
      setDirective(answer)
    }
  }
  const cueOf = (graphic: CuedGraphic, on: boolean): BroadcastCue => {
    switch (graphic) {
      case 'scoreBug':
        return { graphic: 'score-bug', onAir: on }
      case 'lowerThird':
        return on
          ? { graphic: 'lower-third', onAir: true, playerId: chosenPlayer }
          : { graphic: 'lower-third', onAir: false }
      case 'tvStats':
        return { graphic: 'tv-stats', onAir: on, tvStats }
      default:
        graphic satisfies never
        throw new Error('unknown graphic')
    }
  }
  const previewSource =
    previewed === 'tvStats'
      ? `${gamePath}/tv-stats?preview=${tvGraphic}&player=${encodeURIComponent(chosenPlayer)}`
      : `${gamePath}/broadcast?preview=1${previewed === 'lowerThird' ? `&player=${encodeURIComponent(chosenPlayer)}` : ''}`
  const playerSelect = <PlayerSelect state={state} value={chosenPlayer} label={labels.player} onChange={setPlayerId} />
  const rows: { graphic: CuedGraphic; control?: React.ReactNode }[] = [
    { graphic: 'scoreBug' },
    { graphic: 'lowerThird', control: playerSelect },
    {
      graphic: 'tvStats',
      control: (
        <>
          <select
            aria-label={labels.graphic}
            className={selectClass}
            value={tvGraphic}
            onChange={(event) => setTvGraphic(event.target.value as TvGraphic)}
          >
            {(Object.keys(labels.tvGraphics) as TvGraphic[]).map((graphic) => (
              <option key={graphic} value={graphic}>
                {labels.tvGraphics[graphic]}
              </option>
            ))}
          </select>
          {tvGraphic === 'player-card' ? playerSelect : null}
        </>
      ),
    },
  ]
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-brand border border-input p-4">
      <h2 id={headingId} className="font-heading text-xl font-semibold">
        {labels.title}
      </h2>
      <ul className="flex flex-col gap-3">
        {rows.map(({ graphic, control }) => {
          const name = labels.graphics[graphic]
          const on = onAir[graphic]
          return (
            <li key={graphic} className="flex flex-wrap items-center gap-3" aria-label={name}>
              <span className="min-w-32 font-semibold">{name}</span>
              <output
                data-state={on ? 'on' : 'off'}
                className="rounded-pill px-2 py-0.5 text-sm font-semibold uppercase data-[state=on]:bg-live data-[state=on]:text-on-status data-[state=off]:bg-muted"
              >
                {on ? labels.onAir : labels.offAir}
              </output>
              {control}
              <button
                type="button"
                className={buttonClass}
                aria-pressed={previewed === graphic}
                onClick={() => setPreviewed(graphic)}
              >
                {labels.preview}
              </button>
              <button
                type="button"
                className={`${buttonClass} bg-primary text-on-primary`}
                onClick={() => void cue(cueOf(graphic, !on))}
              >
                {on ? labels.takeOff : labels.takeOn}
              </button>
            </li>
          )
        })}
      </ul>
      {failed ? <p role="alert">{labels.failed}</p> : null}
      <CuePreview source={previewSource} title={labels.previewOf.replace('{graphic}', labels.graphics[previewed])} />
    </section>
  )
}
