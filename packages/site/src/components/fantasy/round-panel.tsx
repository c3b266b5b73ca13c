import type { FantasyRoundAnswer } from '@league/api/contract/fantasy-catalogue'
import { Badge } from '@league/ui/components/badge/badge'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@league/ui/components/card/card'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { leagueTimeZone } from '@/lib/game-data/game-time'

/** The rich-text tag that wraps the lock time in a machine-readable `<time>`. */
function timeElement(instant: string) {
  return function TimeElement(chunks: ReactNode) {
    return (
      <time dateTime={instant} className="font-semibold">
        {chunks}
      </time>
    )
  }
}

/**
 * The round squads are picked for and when it locks (in the league's time zone, as the game header writes a
 * tip-off, so a cached page says the same to every visitor), or the round in play once the last one has
 * locked; then where to read the rules and where to play.
 */
export async function FantasyRoundPanel({
  openRound,
  roundInPlay,
  rulesHref,
  playHref,
}: {
  openRound: FantasyRoundAnswer | null
  roundInPlay: FantasyRoundAnswer | null
  rulesHref: string
  playHref: string
}) {
  const [t, format] = await Promise.all([getTranslations('Fantasy'), getFormatter()])
  const round = openRound ?? roundInPlay
  const title = openRound === null && roundInPlay !== null ? t('round.inPlayTitle') : t('round.title')
  const locksAt = round?.locksAt ?? null
  return (
    <Card aria-labelledby="fantasy-round-title">
      <CardHeader>
        <CardTitle as="h2" id="fantasy-round-title" className="flex flex-wrap items-center gap-2">
          {round ? `${title}: ${round.name}` : title}
          {round ? <Badge variant="outline">{t(`round.status.${round.status}`)}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {round === null ? <p>{t('round.none')}</p> : null}
        {round !== null && openRound !== null ? (
          <p>
            {locksAt === null
              ? t('round.noTime')
              : t.rich('round.locksAt', {
                  time: format.dateTime(new Date(locksAt), {
                    dateStyle: 'full',
                    timeStyle: 'short',
                    timeZone: leagueTimeZone,
                  }),
                  when: timeElement(locksAt),
                })}
          </p>
        ) : null}
        {round ? (
          <p className="text-sm text-on-muted">
            {t('round.games', { count: round.games, days: round.gameDays.length })}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Link
          href={playHref}
          className="rounded-brand bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90"
        >
          {t('play')}
        </Link>
        <Link href={rulesHref} className="px-2 py-2 font-semibold underline">
          {t('rulesLink')}
        </Link>
      </CardFooter>
    </Card>
  )
}
