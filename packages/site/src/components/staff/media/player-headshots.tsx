'use client'
// Players by name with their headshots: staff search (every word must appear; diacritics do not matter),
// pick a player, and send, replace or remove the headshot below the results.
import { Button } from '@league/ui/components/button/button'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { siteHeadshotUrl } from '@/lib/paths/headshot'
import { findPlayers } from '@/lib/staff/media/media-requests'
import { ImageEditor } from './image-editor'

type Player = { slug: string; name: string; headshotUrl: string | null }

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`
}

function Initials({ name, className }: { name: string; className: string }) {
  return (
    <span aria-hidden className={`flex items-center justify-center rounded-full bg-muted font-bold ${className}`}>
      {initialsOf(name)}
    </span>
  )
}

export function PlayerHeadshots() {
  const t = useTranslations('StaffMedia')
  const [search, setSearch] = useState('')
  const [searchError, setSearchError] = useState<string | undefined>()
  const [players, setPlayers] = useState<Player[] | undefined>()
  const [chosen, setChosen] = useState<string | undefined>()
  const player = players?.find((candidate) => candidate.slug === chosen)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (search.trim().length < 2) {
      setSearchError(t('searchTooShort'))
      return
    }
    setSearchError(undefined)
    const found = await findPlayers(search.trim())
    if (found === undefined) {
      setSearchError(t('searchFailed'))
      return
    }
    setPlayers(found)
    setChosen(found.length === 1 ? found[0]?.slug : undefined)
  }

  return (
    <div className="flex flex-col gap-4">
      <search>
        <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
          <TextField
            label={t('playerSearch')}
            type="search"
            value={search}
            error={searchError}
            onChange={(event) => setSearch(event.target.value)}
            className="min-w-60 flex-1 sm:max-w-md"
          />
          <Button type="submit" size="lg">
            {t('searchButton')}
          </Button>
        </form>
      </search>
      {players === undefined ? null : (
        <output aria-live="polite" className="text-sm">
          {t('found', { count: players.length })}
        </output>
      )}
      {players !== undefined && players.length > 0 ? (
        <ul aria-label={t('playerList')} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {players.map((item) => {
            const photo = siteHeadshotUrl(item.headshotUrl)
            return (
              <li key={item.slug}>
                <button
                  type="button"
                  aria-pressed={item.slug === chosen}
                  onClick={() => setChosen(item.slug)}
                  className="flex min-h-12 w-full items-center gap-3 rounded-md border border-border bg-surface-raised p-2 text-start hover:bg-muted aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
                >
                  {photo === undefined ? (
                    <Initials name={item.name} className="size-10 text-sm" />
                  ) : (
                    <img src={photo} alt="" className="size-10 rounded-full object-cover" />
                  )}
                  <span className="flex flex-col">
                    <span className="font-semibold">{item.name}</span>{' '}
                    <span className="text-sm text-on-muted">
                      {item.headshotUrl === null ? t('noHeadshot') : t('hasHeadshot')}
                    </span>
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {player === undefined ? null : (
        <section aria-labelledby="chosen-player" className="rounded-md border border-border p-4">
          <h3 id="chosen-player" className="mb-3 font-heading text-lg font-bold">
            {player.name}
          </h3>
          <ImageEditor
            key={player.slug}
            target={{ kind: 'headshot', slug: player.slug }}
            name={player.name}
            currentUrl={siteHeadshotUrl(player.headshotUrl)}
            fallback={<Initials name={player.name} className="size-full text-3xl" />}
            onChanged={(headshotUrl) =>
              setPlayers((all) => all?.map((item) => (item.slug === player.slug ? { ...item, headshotUrl } : item)))
            }
          />
        </section>
      )}
    </div>
  )
}
