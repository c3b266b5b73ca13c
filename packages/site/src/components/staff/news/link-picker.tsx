'use client'
// Picks the clubs, players or the game an article names, found with the site's public search. Their
// followers are notified when the article goes out, so staff see exactly which ones are chosen.
import type { Named } from '@league/api/contract/references'
import type { SearchResults } from '@league/api/contract/search'
import { Button } from '@league/ui/components/button/button'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { searchLinks } from '@/lib/staff/news/news-requests'

export type LinkKind = 'clubs' | 'players' | 'games'

type Props = {
  kind: LinkKind
  locale: string
  chosen: readonly Named[]
  /** One game at most; any number of clubs and players. */
  onChange: (chosen: Named[]) => void
}

function candidatesOf(kind: LinkKind, results: SearchResults): Named[] {
  if (kind === 'games') {
    return results.games.map((game) => ({ slug: game.slug, name: game.title }))
  }
  return results[kind].map((found) => ({ slug: found.slug, name: found.name }))
}

export function LinkPicker({ kind, locale, chosen, onChange }: Props) {
  const t = useTranslations(`StaffNews.links.${kind}`)
  const common = useTranslations('StaffNews.links')
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Named[] | undefined>()
  const [failed, setFailed] = useState(false)
  async function find() {
    if (query.trim().length < 2) {
      return
    }
    const results = await searchLinks(query.trim(), locale)
    setFailed(results === undefined)
    setFound(results === undefined ? [] : candidatesOf(kind, results))
  }
  function add(item: Named) {
    onChange(kind === 'games' ? [item] : [...chosen.filter((other) => other.slug !== item.slug), item])
  }
  const offered = (found ?? []).filter((item) => !chosen.some((other) => other.slug === item.slug))
  return (
    <section aria-label={t('title')} className="flex min-w-0 flex-col gap-2">
      <h3 className="font-semibold">{t('title')}</h3>
      {chosen.length > 0 ? (
        <ul aria-label={t('chosen')} className="flex flex-wrap gap-2">
          {chosen.map((item) => (
            <li
              key={item.slug}
              className="flex max-w-full min-w-0 items-center gap-1 rounded-brand border border-border pl-3"
            >
              <span className="min-w-0 wrap-anywhere">{item.name}</span>
              <Button
                variant="ghost"
                size="sm"
                // A game's name is long: the button wraps rather than widening the page.
                className="h-auto min-h-11 shrink whitespace-normal text-left sm:min-h-8"
                onClick={() => onChange(chosen.filter((other) => other.slug !== item.slug))}
              >
                {common('remove', { name: item.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-on-muted">{t('none')}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('search')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void find()
            }
          }}
          className="min-w-56 flex-1"
        />
        <Button variant="outline" className="min-h-11" onClick={() => void find()}>
          {t('find')}
        </Button>
      </div>
      {found === undefined ? null : (
        <div aria-live="polite">
          {failed ? <p>{common('searchFailed')}</p> : null}
          {!failed && offered.length === 0 ? <p>{common('nothingFound')}</p> : null}
          {offered.length > 0 ? (
            <ul aria-label={t('results')} className="flex flex-col gap-1">
              {offered.slice(0, 8).map((item) => (
                <li key={item.slug}>
                  <Button
                    variant="link"
                    className="h-auto min-h-11 px-0 text-left whitespace-normal"
                    onClick={() => add(item)}
                  >
                    {common('add', { name: item.name })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  )
}
