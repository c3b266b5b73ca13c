import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

export const statModes = ['per-game', 'totals', 'per-40'] as const
export type StatMode = (typeof statModes)[number]

export function statModeOf(value: string | string[] | undefined): StatMode {
  return statModes.find((mode) => mode === value) ?? 'per-game'
}

/** Links switching between per-game, totals and per-40 figures of the same table. */
export async function ModeSwitch({ basePath, current }: { basePath: string; current: StatMode }) {
  const t = await getTranslations('Stats')
  return (
    <nav aria-label={t('modeLabel')} className="mb-4">
      <ul className="inline-flex rounded-brand border border-border text-sm">
        {statModes.map((mode) => (
          <li key={mode}>
            <Link
              href={mode === 'per-game' ? basePath : { pathname: basePath, query: { mode } }}
              aria-current={mode === current ? 'page' : undefined}
              className="block px-3 py-1.5 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
            >
              {t(`modes.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
