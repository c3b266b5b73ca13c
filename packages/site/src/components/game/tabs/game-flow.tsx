import type { TeamReference } from '@league/api/contract/references'
import { GameFlow } from '@league/ui/components/game-flow/game-flow'
import { getLocale, getTranslations } from 'next-intl/server'
import { loadOptional } from '@/lib/server-api'

const labelKeys = [
  'chart',
  'ahead',
  'minute',
  'quarter',
  'overtime',
  'leadChanges',
  'ties',
  'largestLead',
  'noLead',
  'moment',
  'leadChange',
] as const

/** The score difference minute by minute, drawn by the kit's GameFlow; nothing when the game has no plays. */
export async function GameFlowSection({
  game,
  home,
  away,
}: {
  game: string
  home: TeamReference
  away: TeamReference
}) {
  const [flow, t, locale] = await Promise.all([
    loadOptional('/v2/website/games/{game}/flow', { game }),
    getTranslations('Flow'),
    getLocale(),
  ])
  const minutes = flow?.scoreByMinute ?? []
  if (minutes.length === 0) {
    return null
  }
  const points = [
    { elapsedSeconds: 0, homeScore: 0, awayScore: 0 },
    ...minutes.map((minute) => ({
      elapsedSeconds: minute.minute * 60,
      homeScore: minute.homeScore,
      awayScore: minute.awayScore,
    })),
  ]
  // The kit fills the {team}, {score}… placeholders itself, so the raw templates are passed.
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t.raw(key) as string]))
  return (
    <section aria-labelledby="game-flow-heading">
      <h2 id="game-flow-heading" className="mb-3 font-heading text-lg font-semibold">
        {t('title')}
      </h2>
      <GameFlow
        points={points}
        home={{ name: home.name, shortName: home.code }}
        away={{ name: away.name, shortName: away.code }}
        locale={locale}
        labels={labels}
      />
    </section>
  )
}
