import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { statPhases, statViewQuery, type StatPhase } from '@/lib/stat-tables/stat-phases'
import type { StatMode } from '@/lib/stat-tables/stat-modes'

/** Links switching a table of averages between the regular season and the play-offs, keeping its mode. */
export async function PhaseSwitch({
  basePath,
  current,
  mode,
}: {
  basePath: string
  current: StatPhase
  mode: StatMode
}) {
  const t = await getTranslations('StatPhases')
  return (
    <TabLinks
      aria-label={t('label')}
      className="mb-2"
      variant="pills"
      activeTab={current}
      linkComponent={Link}
      tabs={statPhases.map((phase) => ({
        id: phase,
        name: t(phase),
        href: `${basePath}${statViewQuery(phase, mode)}`,
      }))}
    />
  )
}
