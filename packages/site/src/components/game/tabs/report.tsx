import { getTranslations } from 'next-intl/server'
import { getSiteLocale } from '@/i18n/current-locale'
import { loadOptional } from '@/lib/server/server-api'

/** The game report in the reader's language, paragraph by paragraph. */
export async function GameReportTab({ game }: { game: string }) {
  const locale = await getSiteLocale()
  const [report, t] = await Promise.all([
    loadOptional('/v2/website/games/{game}/report', { game }, { locale }),
    getTranslations('Game'),
  ])
  const paragraphs = (report?.body ?? '').split(/\n{2,}/).filter(Boolean)
  if (!report || paragraphs.length === 0) {
    return <p className="text-on-muted">{t('noReport')}</p>
  }
  return (
    <article className="max-w-3xl">
      <h2 className="font-heading text-2xl font-bold">{report.title || t('gameReport')}</h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-3 leading-relaxed">
          {paragraph}
        </p>
      ))}
    </article>
  )
}
