// The draft seasons a team application may be created for: fans' season list hides drafts, so the staff
// seasons list is read with the signed-in staff member's session.
import 'server-only'
import type { StaffSeasonList } from '@league/api/contract/staff-seasons'
import { getTranslations } from 'next-intl/server'
import { loadForStaff } from '@/lib/applications/load-application'

export async function draftSeasonChoices(): Promise<{ value: string; label: string }[]> {
  const [read, t] = await Promise.all([
    loadForStaff<StaffSeasonList>('/v2/website/staff/seasons'),
    getTranslations('StaffSeasons'),
  ])
  if (read.kind !== 'ok') {
    return []
  }
  const drafts = read.answer.seasons.filter((season) => season.draft)
  // One choice per season slug: a season with two competitions is still one season to apply for.
  return [...new Map(drafts.map((season) => [season.seasonSlug, season.name])).entries()].map(([slug, name]) => ({
    value: slug,
    label: t('draftSeasonOption', { season: name }),
  }))
}
