import type { StaffSeason } from '@league/api/contract/staff-seasons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { AddTeamForm } from '@/components/staff/seasons/add-team-form'
import { ScheduleForm } from '@/components/staff/seasons/schedule-form'
import { SeasonActions } from '@/components/staff/seasons/season-actions'
import { SeasonRounds } from '@/components/staff/seasons/season-rounds'
import { SeasonSettingsForm } from '@/components/staff/seasons/season-settings-form'
import { SeasonTeams } from '@/components/staff/seasons/season-teams'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { Link } from '@/i18n/navigation'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional } from '@/lib/server/server-api'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; season: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffSeasons' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The clubs a team entered by hand may belong to, by name. */
async function clubChoices() {
  const clubs = await loadOptional('/v2/website/clubs')
  return (clubs?.clubs ?? [])
    .map((club) => ({ value: club.slug, label: club.currentName || club.name }))
    .sort((first, second) => first.label.localeCompare(second.label))
}

/** /{locale}/staff/seasons/{id}: one season from its format to its teams, schedule, publishing and play-offs. */
export default async function StaffSeasonPage({ params }: Props) {
  await enterLocale(params)
  const { season: id } = await params
  if (!/^\d+$/.test(id)) {
    notFound()
  }
  const read = await loadForStaff<StaffSeason>('/v2/website/staff/seasons/{season}', { season: id })
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  if (read.kind === 'missing') {
    notFound()
  }
  const season = read.answer
  const [t, messages, clubs] = await Promise.all([getTranslations('StaffSeasons'), getMessages(), clubChoices()])
  return (
    <PageContainer>
      <PageHeading title={season.name}>
        {season.competition.name} · {season.draft ? t('stateDraft') : t('statePublished')}
      </PageHeading>
      <StaffNavigation current="seasons" />
      <NextIntlClientProvider messages={{ StaffSeasons: messages.StaffSeasons }}>
        <Section id="settings" title={t('settingsTitle')}>
          <SeasonSettingsForm season={season} />
        </Section>
        <Section id="teams" title={t('teamsTitle')}>
          <SeasonTeams season={season} />
          <p className="my-4">
            {t('applicationsNote')}{' '}
            <Link href="/staff/applications" className="text-link underline">
              {t('applicationsLink')}
            </Link>
          </p>
          {season.draft ? (
            <>
              <h3 className="mt-6 mb-3 font-heading text-lg font-semibold">{t('addTeamTitle')}</h3>
              <AddTeamForm season={season} clubs={clubs} />
            </>
          ) : null}
        </Section>
        {season.draft ? (
          <Section id="schedule" title={t('scheduleTitle')}>
            <ScheduleForm season={season} />
          </Section>
        ) : null}
        <Section id="rounds" title={t('roundsTitle')}>
          <SeasonRounds season={season} />
        </Section>
        <Section id="publish" title={season.draft ? t('publishTitle') : t('playoffsTitle')}>
          <SeasonActions season={season} />
        </Section>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
