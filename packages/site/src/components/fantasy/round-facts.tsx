import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import type { FantasyRoundFacts } from '@league/api/contract/fantasy-results'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Fragment } from 'react'
import { formatChange, formatCredits, formatPercent, formatPoints } from './fantasy-format'
import { fantasyPlayerTable } from './player-table'

/**
 * The last scored round's facts: the team of the round and the most picked players. The tables are awaited
 * here rather than nested, so this part renders whole wherever it is rendered (a page, a test).
 */
export async function FantasyRoundFactsView({ facts }: { facts: FantasyRoundFacts }) {
  const [t, format] = await Promise.all([getTranslations('Fantasy'), getFormatter()])
  if (!facts.round.settled) {
    return <p className="text-on-muted">{t('facts.notScored', { round: facts.round.name })}</p>
  }
  const [teamOfTheRound, mostPicked] = await Promise.all([
    fantasyPlayerTable({
      caption: t('facts.teamOfTheRound'),
      figureHeadings: [t('columns.points')],
      rows: facts.teamOfTheRound.map(({ player, points }) => ({ player, figures: [formatPoints(format, points)] })),
    }),
    fantasyPlayerTable({
      caption: t('facts.mostPicked'),
      figureHeadings: [t('facts.selectedBy')],
      rows: facts.mostPicked.map(({ player, percent }) => ({ player, figures: [formatPercent(format, percent)] })),
    }),
  ])
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-6 lg:grid-cols-2">
        {teamOfTheRound}
        {mostPicked}
      </div>
      {/* Demo managers play in the demo season: the shares say how many of the squads they are. */}
      <p className="text-sm text-on-muted">
        {t('facts.squadsCounted', { squads: facts.squads, demo: facts.demoSquads })}
      </p>
    </div>
  )
}

/**
 * Prices: the most expensive players now (the catalogue, sorted by price) and, once a round has moved
 * prices, its biggest risers and fallers with the price before and after.
 */
export async function FantasyPriceTables({
  mostExpensive,
  facts,
}: {
  mostExpensive: FantasyCatalogueEntry[]
  facts: FantasyRoundFacts | undefined
}) {
  const [t, format] = await Promise.all([getTranslations('Fantasy'), getFormatter()])
  const moveHeadings = [t('prices.before'), t('prices.after'), t('prices.change')]
  const movesOf = (moves: FantasyRoundFacts['risers']) =>
    moves.map(({ player, priceBefore, priceAfter, change }) => ({
      player,
      figures: [formatCredits(format, priceBefore), formatCredits(format, priceAfter), formatChange(format, change)],
    }))
  const lists = [
    {
      caption: t('prices.mostExpensive'),
      figureHeadings: [t('prices.price'), t('prices.form')],
      rows: mostExpensive.map((entry) => ({
        player: entry,
        figures: [formatCredits(format, entry.price), formatPoints(format, entry.form)],
      })),
    },
    ...(facts?.round.settled
      ? [
          { caption: t('prices.risers'), figureHeadings: moveHeadings, rows: movesOf(facts.risers) },
          { caption: t('prices.fallers'), figureHeadings: moveHeadings, rows: movesOf(facts.fallers) },
        ]
      : []),
  ]
  const tables = await Promise.all(lists.map((list) => fantasyPlayerTable(list)))
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {tables.map((table, index) => (
        <Fragment key={lists[index]?.caption}>{table}</Fragment>
      ))}
    </div>
  )
}
