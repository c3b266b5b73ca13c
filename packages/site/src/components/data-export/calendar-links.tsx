import { getTranslations } from 'next-intl/server'
import { calendarFilePath, type CalendarSubject } from '@/lib/paths/calendar-files'
import { pageOrigin } from '@/lib/server/server-api'

type Props = CalendarSubject & {
  /** Whose games: the league season's or the team's name, as the page shows it. */
  name: string
  className?: string
}

/**
 * Two links to the same calendar: `webcal:` subscribes in the visitor's calendar application (which then
 * polls it, so results arrive by themselves), and the plain address downloads the .ics file.
 */
export async function CalendarLinks({ name, className, ...subject }: Props) {
  const [t, origin] = await Promise.all([getTranslations('DataExport'), pageOrigin()])
  const path = calendarFilePath(subject)
  const subscribeUrl = `${origin.replace(/^https?:/, 'webcal:')}${path}`
  return (
    <p className={['flex flex-wrap gap-x-4 gap-y-1 text-sm', className].filter(Boolean).join(' ')}>
      <a href={subscribeUrl} className="font-semibold text-link hover:underline">
        {t('calendarSubscribe', { name })}
      </a>
      <a href={path} download className="text-link hover:underline">
        {t('calendarDownload', { name })}
      </a>
    </p>
  )
}
