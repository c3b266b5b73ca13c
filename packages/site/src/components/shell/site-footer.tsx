import { SponsorStrip } from '@league/ui/components/sponsor-strip/sponsor-strip'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Sponsor } from '@/lib/website-config'

export async function SiteFooter({ title, sponsors }: { title: string; sponsors: Sponsor[] }) {
  const t = await getTranslations('Footer')
  const year = new Date().getFullYear()
  return (
    <footer className="mt-12 border-t border-border bg-muted">
      <SponsorStrip
        title={t('sponsors')}
        newTabLabel={t('newTab')}
        sponsors={sponsors.flatMap((sponsor) =>
          sponsor.logo
            ? [{ name: sponsor.name, logoUrl: sponsor.logo, ...(sponsor.url ? { href: sponsor.url } : {}) }]
            : [],
        )}
      />
      <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-4 px-4 py-4 text-sm text-on-muted">
        <p>
          © {year} {title}
        </p>
        <nav aria-label={t('links')}>
          <ul className="flex gap-4">
            <li>
              <Link href="/about-us" className="hover:underline">
                {t('about')}
              </Link>
            </li>
            <li>
              <Link href="/documents" className="hover:underline">
                {t('documents')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
