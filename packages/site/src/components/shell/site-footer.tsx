import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Sponsor } from '@/lib/website-config'

export async function SiteFooter({ title, sponsors }: { title: string; sponsors: Sponsor[] }) {
  const t = await getTranslations('Footer')
  const year = new Date().getFullYear()
  return (
    <footer className="mt-12 border-t border-border bg-muted">
      {sponsors.length > 0 ? (
        <section aria-labelledby="sponsors-heading" className="mx-auto max-w-6xl px-4 py-6">
          <h2 id="sponsors-heading" className="mb-3 text-sm font-semibold text-on-muted uppercase">
            {t('sponsors')}
          </h2>
          <ul className="flex flex-wrap items-center gap-6">
            {sponsors.map((sponsor) => (
              <li key={sponsor.name}>
                {sponsor.url ? (
                  <a href={sponsor.url} rel="noopener sponsored" className="hover:underline">
                    {sponsor.logo ? (
                      <img src={sponsor.logo} alt={sponsor.name} height={40} className="h-10 w-auto" />
                    ) : (
                      sponsor.name
                    )}
                  </a>
                ) : sponsor.logo ? (
                  <img src={sponsor.logo} alt={sponsor.name} height={40} className="h-10 w-auto" />
                ) : (
                  <span>{sponsor.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
