// The standings' tie-break footnote in the reader's language, from the codes and numbers the API sends
// (`tieBreakExplanation`): the API's own `tieBreak` sentence is English only.
import type { TieBreakExplanation, TieBreakStep } from '@league/api/contract/standings'
import type { getTranslations } from 'next-intl/server'

/** The `Standings.tieBreak` messages. */
export type TieBreakTranslator = Awaited<ReturnType<typeof getTranslations<'Standings.tieBreak'>>>

function positionOf(step: TieBreakStep, t: TieBreakTranslator, list: Intl.ListFormat): string {
  const behind = list.format(step.behind)
  const aheadOf = list.format(step.aheadOf)
  if (step.behind.length > 0 && step.aheadOf.length > 0) {
    return t('behindAndAheadOf', { behind, aheadOf })
  }
  return step.behind.length > 0 ? t('behind', { teams: behind }) : t('aheadOf', { teams: aheadOf })
}

function detailOf(step: TieBreakStep, t: TieBreakTranslator, locale: string): string {
  // A point difference reads with its sign (+7, −3); counts read plainly.
  const signed = step.criterion.endsWith('point-difference')
  const numbers = new Intl.NumberFormat(locale, signed ? { signDisplay: 'exceptZero' } : {})
  const own = step.values.find((entry) => entry.isThisTeam)
  const other = step.values.find((entry) => !entry.isThisTeam)
  if (step.values.length === 2 && own !== undefined && other !== undefined) {
    return signed
      ? numbers.format(own.value)
      : t('pair', { own: numbers.format(own.value), other: numbers.format(other.value) })
  }
  return step.values.map((entry) => t('teamValue', { team: entry.team, value: numbers.format(entry.value) })).join(', ')
}

/**
 * The note of one row, e.g. "ahead of MZT Skopje Aerodrom on head-to-head classification points, 4 to 2" or
 * "ispred MZT Skopje Aerodrom (bodovi u međusobnim utakmicama: 4:2)"; null when no tie-break placed the team.
 */
export function tieBreakNote(
  explanation: TieBreakExplanation | null,
  t: TieBreakTranslator,
  locale: string,
): string | null {
  if (explanation === null) {
    return null
  }
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  const sentences = explanation.steps.map((step) => {
    const sentence = t('step', {
      position: positionOf(step, t, list),
      criterion: t(`criteria.${step.criterion}`),
      detail: detailOf(step, t, locale),
    })
    return step.provisional ? t('provisional', { step: sentence }) : sentence
  })
  if (explanation.levelWith.length > 0) {
    sentences.push(t('levelWith', { teams: list.format(explanation.levelWith) }))
  }
  if (sentences.length === 0) {
    return null
  }
  return sentences.reduce((earlier, later) => t('then', { earlier, later }))
}
