import { getTranslations } from 'next-intl/server'
import { getSiteLocale } from '@/i18n/current-locale'
import { Link } from '@/i18n/navigation'
import { LanguageSwitcher } from './language-switcher'
import { MenuToggle } from './menu-toggle'

const sections = [
  { href: '/news', key: 'news' },
  { href: '/schedule', key: 'schedule' },
  { href: '/seasons', key: 'seasons' },
  { href: '/clubs', key: 'clubs' },
  { href: '/history/best-players', key: 'history' },
  { href: '/documents', key: 'documents' },
  { href: '/about-us', key: 'about' },
  { href: '/search', key: 'search' },
] as const

const navigationId = 'main-navigation'

export async function SiteHeader({ title, logo }: { title: string; logo?: string | undefined }) {
  const [t, locale] = await Promise.all([getTranslations('Navigation'), getSiteLocale()])
  return (
    <header className="bg-surface-raised">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          {/* The logo carries the league's name, so it is the link's text. */}
          {logo ? <img src={logo} alt={title} width={160} height={48} className="h-10 w-auto" /> : <span>{title}</span>}
        </Link>
        <div className="flex items-center gap-3">
          <LanguageSwitcher label={t('languages')} current={locale} />
          <MenuToggle controls={navigationId} label={t('menu')} />
        </div>
      </div>
      <nav id={navigationId} aria-label={t('main')} data-open="false" className="group bg-brand text-on-brand">
        <ul className="mx-auto hidden max-w-6xl flex-col px-2 text-sm font-medium group-data-[open=true]:flex md:flex md:flex-row md:gap-1 md:overflow-x-auto">
          <li>
            <Link href="/" className="block px-3 py-2 whitespace-nowrap hover:underline">
              {t('home')}
            </Link>
          </li>
          {sections.map((section) => (
            <li key={section.key}>
              <Link href={section.href} className="block px-3 py-2 whitespace-nowrap hover:underline">
                {t(section.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
