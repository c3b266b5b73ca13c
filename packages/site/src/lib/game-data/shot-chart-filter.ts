import type { ShotChartFilter } from '@league/ui/components/shot-chart/shot-chart'
import { z } from 'zod'

// A filter is a link the reader may edit by hand: an unknown value shows everything rather than failing.
const ShotChartQuerySchema = z.object({
  team: z.enum(['all', 'home', 'away']).catch('all').default('all'),
  player: z.string().max(64).catch('all').default('all'),
  result: z.enum(['all', 'made', 'missed']).catch('all').default('all'),
})

export type ShotChartSearchParams = Record<string, string | string[] | undefined>

/** The shot chart's filter from the page's query (`?team=home&player=2881&result=made`). */
export function shotChartFilterOf(query: ShotChartSearchParams): ShotChartFilter {
  const first = (key: string) => {
    const value = query[key]
    return Array.isArray(value) ? value[0] : value
  }
  return ShotChartQuerySchema.parse({ team: first('team'), player: first('player'), result: first('result') })
}
