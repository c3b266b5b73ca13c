import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { statModes, type StatMode } from '@/lib/stat-tables/stat-modes'
import { statViewQuery, type StatPhase } from '@/lib/stat-tables/stat-phases'

/** Links switching between per-game, totals and per-40 figures of the same table (the kit's link tabs). */
export async function ModeSwitch({
  basePath,
  current,
  phase = 'regular-season',
}: {
  basePath: string
  current: StatMode
  /** The phase the table shows, kept when the mode changes (pages with a phase switch). */
  phase?: StatPhase
}) {
  const t = await getTranslations('Stats')
  return (
    <TabLinks
      aria-label={t('modeLabel')}
      className="mb-4"
      variant="pills"
      activeTab={current}
      linkComponent={Link}
      tabs={statModes.map((mode) => ({
        id: mode,
        name: t(`modes.${mode}`),
        // Per game in the regular season is the bare path, so the default view has one address.
        href: `${basePath}${statViewQuery(phase, mode)}`,
      }))}
    />
  )
}
