import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { OperatorStatus, User } from '@league/api/contract/platform'
import type { ScreensDirective } from '@league/api/contract/screens'
import { ApiRequestError } from '@league/api/fetch-client'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { GamePicker } from '@/components/operator/game-picker'
import { BroadcastCuePanel } from '@/components/operator/broadcast-cue-panel'
import { OperatorConsole } from '@/components/operator/operator-console'
import { broadcastCueLabels } from '@/lib/screens/broadcast-cue-labels'
import { OperatorSignIn } from '@/components/operator/operator-sign-in'
import { SignOutButton } from '@/components/operator/sign-out-button'
import { isSiteLocale } from '@/i18n/locales'
import { fillApiPath } from '@/lib/paths/api-paths'
import { gamePath } from '@/lib/paths/links'
import { consoleLabels } from '@/lib/operator/console-labels'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional, visitorApi } from '@/lib/server/server-api'
import { authCookieName } from '@/lib/server/site-config'
import { getWebsiteConfig, siteTitleOf } from '@/lib/server/website-config'

// Personal: read with the visitor's own sign-in, so rendered per request and never kept in a shared cache.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ game?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Operator' })
  // A tool for the league's scorers: nothing for search engines.
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The signed-in user's operator status; undefined when nobody is signed in (or the token has expired). */
async function operatorStatus(): Promise<OperatorStatus | undefined> {
  if (!(await cookies()).has(authCookieName)) {
    return undefined
  }
  try {
    return await (await visitorApi()).get<OperatorStatus>('/v2/website/user/operator', { cache: 'no-store' })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      return undefined
    }
    throw error
  }
}

/** The games an operator is most likely to score: the coming two weeks, or the last of the season. */
/** Who is signed in, as the console's header names them; undefined when the account cannot be read. */
async function signedInName(): Promise<string | undefined> {
  try {
    const user = await (await visitorApi()).get<User>('/v2/website/user', { cache: 'no-store' })
    return user.name || user.email || undefined
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return undefined
    }
    throw error
  }
}

/**
 * The page around the sign-in form, the game picker and the refusals: the console's own plain frame, under a
 * bar with the league's mark that leads back to its site (the console has no site header to go back by).
 */
async function PlainFrame({ locale, children }: { locale: string; children: ReactNode }) {
  const [config, t] = await Promise.all([getWebsiteConfig(), getTranslations('Operator')])
  const title = siteTitleOf(config)
  const logo = config?.settings.logo
  return (
    <>
      <header className="bg-brand text-on-brand">
        <div className="mx-auto flex w-full max-w-6xl items-center px-4 py-2">
          <a href={`/${locale}`} className="flex items-center gap-3 font-semibold underline-offset-4 hover:underline">
            {/* Client logos are drawn for light backgrounds: a light plate keeps them legible on the brand colour. */}
            {logo ? (
              <span className="shrink-0 rounded-sm bg-surface-raised p-1">
                <img src={logo} alt="" width={100} height={30} className="h-8 w-auto" />
              </span>
            ) : null}
            <span>
              <span aria-hidden="true">← </span>
              {t('backToSite', { site: title })}
            </span>
          </a>
        </div>
      </header>
      <main id="content" className="w-full">
        <PageContainer>{children}</PageContainer>
      </main>
    </>
  )
}

async function gamesNearToday() {
  const coming = await loadOptional('/v2/website/schedule')
  if (coming && coming.games.length > 0) {
    return coming.games
  }
  const seasonEnd = (await getWebsiteConfig())?.currentSeason?.endDate
  if (!seasonEnd) {
    return []
  }
  const from = new Date(`${seasonEnd}T12:00:00Z`)
  from.setUTCDate(from.getUTCDate() - 6)
  const last = await loadOptional('/v2/website/schedule', { from: from.toISOString().slice(0, 10), to: seasonEnd })
  return last?.games ?? []
}

async function liveRead<Answer>(template: string, game: string): Promise<Answer> {
  return (await visitorApi()).get<Answer>(fillApiPath(template, { game }), { cache: 'no-store' })
}

export default async function OperatorPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const t = await getTranslations('Operator')
  const status = await operatorStatus()
  if (status === undefined) {
    return (
      <PlainFrame locale={locale}>
        <PageHeading title={t('signInTitle')}>{t('signInIntro')}</PageHeading>
        <OperatorSignIn
          labels={{
            email: t('email'),
            password: t('password'),
            signIn: t('signIn'),
            signingIn: t('signingIn'),
            failed: t('signInFailed'),
          }}
        />
      </PlainFrame>
    )
  }
  if (!status.operator) {
    return (
      <PlainFrame locale={locale}>
        <PageHeading title={t('notOperatorTitle')}>{t('notOperatorText', { league: status.client.name })}</PageHeading>
        <SignOutButton label={t('signOut')} />
      </PlainFrame>
    )
  }
  const { game } = await searchParams
  const header = game ? await loadOptional('/v2/website/games/{game}', { game }) : undefined
  const picker = (
    <GamePicker
      games={header ? [] : await gamesNearToday()}
      current={game}
      locale={locale}
      labels={{
        title: t('pickGame'),
        gameCode: t('gameCode'),
        gameCodeHint: t('gameCodeHint'),
        open: t('open'),
        nearToday: t('gamesNearToday'),
        noGames: t('noGames'),
        changeGame: t('changeGame'),
      }}
    />
  )
  if (game === undefined || header === undefined) {
    return (
      <PlainFrame locale={locale}>
        <PageHeading title={t('title')}>{status.client.name}</PageHeading>
        {game === undefined ? null : <p role="alert">{t('noSuchGame', { game })}</p>}
        {picker}
        <SignOutButton label={t('signOut')} />
      </PlainFrame>
    )
  }
  const [state, screens, name] = await Promise.all([
    liveRead<LiveGameStateResponse>('/v2/live/games/{game}', header.slug),
    liveRead<ScreensDirective>('/v2/live/games/{game}/screens', header.slug),
    signedInName(),
  ])
  const fanPath = gamePath(header, header.league.slug)
  const labels = consoleLabels(t)
  return (
    <OperatorConsole
      key={header.slug}
      game={header.slug}
      initialState={state}
      initialScreens={screens}
      fanPath={fanPath ? `/${locale}${fanPath}` : undefined}
      labels={labels}
      broadcastCue={
        fanPath ? (
          <BroadcastCuePanel
            game={header.slug}
            state={state}
            initial={screens}
            gamePath={`/${locale}${fanPath}`}
            labels={await broadcastCueLabels()}
          />
        ) : null
      }
      header={
        <>
          <h1 className="mr-auto truncate font-heading text-lg font-bold">
            {`${header.home.team.name} – ${header.away.team.name}`}
            <span className="sr-only">
              {' '}
              · {t('title')} · {header.slug}
            </span>
          </h1>
          <p className="text-sm">{name ? t('console.signedInAs', { name }) : status.client.name}</p>
          <a href={`/${locale}/operator`} className="text-sm text-link underline">
            {t('changeGame')}
          </a>
          <SignOutButton label={t('signOut')} />
        </>
      }
    />
  )
}
