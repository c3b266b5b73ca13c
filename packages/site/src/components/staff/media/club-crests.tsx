'use client'
// The clubs of the league with their crests: staff narrow the list by typing, pick a club, and send, replace
// or remove its crest below the list.
import { TextField } from '@league/ui/components/text-field/text-field'
import { ClubMark } from '@league/ui/lib/club-mark'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { siteCrestUrl } from '@/lib/paths/crest'
import { ImageEditor } from './image-editor'

export type MediaClub = { slug: string; name: string; code: string; crestUrl: string | null }

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/giu, 'd').toLowerCase()

export function ClubCrests({ clubs: initialClubs }: { clubs: readonly MediaClub[] }) {
  const t = useTranslations('StaffMedia')
  const [clubs, setClubs] = useState(initialClubs)
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<string | undefined>()
  const shown = clubs.filter((club) => folded(`${club.name} ${club.code}`).includes(folded(filter.trim())))
  const club = clubs.find((candidate) => candidate.slug === chosen)

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('clubFilter')}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="max-w-md"
      />
      {shown.length === 0 ? <p>{t('noClubs')}</p> : null}
      <ul aria-label={t('clubList')} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item) => (
          <li key={item.slug}>
            <button
              type="button"
              aria-pressed={item.slug === chosen}
              onClick={() => setChosen(item.slug)}
              className="flex min-h-12 w-full items-center gap-3 rounded-md border border-border bg-surface-raised p-2 text-start hover:bg-muted aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
            >
              <ClubMark name={item.name} crestUrl={siteCrestUrl(item.crestUrl)} decorative />
              <span className="flex flex-col">
                <span className="font-semibold">{item.name}</span>{' '}
                <span className="text-sm text-on-muted">{item.crestUrl === null ? t('noCrest') : t('hasCrest')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {club === undefined ? (
        <p className="text-on-muted">{t('pickClub')}</p>
      ) : (
        <section aria-labelledby="chosen-club" className="rounded-md border border-border p-4">
          <h3 id="chosen-club" className="mb-3 font-heading text-lg font-bold">
            {club.name}
          </h3>
          <ImageEditor
            key={club.slug}
            target={{ kind: 'crest', slug: club.slug }}
            name={club.name}
            currentUrl={siteCrestUrl(club.crestUrl)}
            fallback={<ClubMark name={club.name} decorative className="size-24" />}
            onChanged={(crestUrl) =>
              setClubs((all) => all.map((item) => (item.slug === club.slug ? { ...item, crestUrl } : item)))
            }
          />
        </section>
      )}
    </div>
  )
}
