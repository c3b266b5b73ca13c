import type { TeamReference } from '@league/api/contract/references'
import { GameFlow, type GameFlowLabels } from '@league/ui/components/game-flow/game-flow'
import { getLocale, getTranslations } from 'next-intl/server'
import { loadOptional } from '@/lib/server/server-api'

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

/**
 * The chart's heading and the kit's label templates in the visitor's language. The finished game's chart has
 * a point per minute; the live one (which uses them too) a point per basket, and its name says so.
 */
export async function gameFlowTexts(
  points: 'byMinute' | 'byBasket' = 'byMinute',
): Promise<{ title: string; labels: Partial<GameFlowLabels> }> {
  const t = await getTranslations('Flow')
  // The kit fills the {team}, {score}… placeholders itself, so the raw templates are passed.
  const labels: Partial<GameFlowLabels> = Object.fromEntries(labelKeys.map((key) => [key, t.raw(key) as string]))
  if (points === 'byBasket') {
    labels.chart = t('chartByBasket')
  }
  return { title: t('title'), labels }
}

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
  const [flow, texts, locale] = await Promise.all([
    loadOptional('/v2/website/games/{game}/flow', { game }),
    gameFlowTexts(),
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
  return (
    <section aria-labelledby="game-flow-heading">
      <h2 id="game-flow-heading" className="mb-3 font-heading text-lg font-semibold">
        {texts.title}
      </h2>
      <GameFlow
        points={points}
        home={{ name: home.name, shortName: home.code }}
        away={{ name: away.name, shortName: away.code }}
        locale={locale}
        labels={texts.labels}
      />
    </section>
  )
}
