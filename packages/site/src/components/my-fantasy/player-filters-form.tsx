'use client'

import type { MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { sortKeys, type PlayerFilters, type SortKey } from '@/lib/my-fantasy/player-filters'
import { positions } from '@/lib/my-fantasy/budget'

const fieldClass = 'rounded-brand border border-input bg-surface px-2 py-1.5 text-sm text-on-surface'

function numberOrNull(value: string): number | null {
  const number = Number.parseFloat(value.replace(',', '.'))
  return value.trim() === '' || Number.isNaN(number) ? null : number
}

/** The player list's filters as native fields: phones open their own pickers, and each field has its label. */
export function PlayerFiltersForm({
  filters,
  sort,
  clubs,
  labels,
  onFiltersChange,
  onSortChange,
}: {
  filters: PlayerFilters
  sort: SortKey
  clubs: readonly { slug: string; name: string }[]
  labels: MyFantasyLabels
  onFiltersChange: (filters: PlayerFilters) => void
  onSortChange: (sort: SortKey) => void
}) {
  const set = (change: Partial<PlayerFilters>) => onFiltersChange({ ...filters, ...change })
  return (
    <fieldset data-slot="player-filters" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <legend className="sr-only">{labels.filters}</legend>
      <label className="col-span-2 flex flex-col gap-1 text-sm sm:col-span-3">
        {labels.searchName}
        <input
          type="search"
          className={fieldClass}
          value={filters.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {labels.filterPosition}
        <select
          className={fieldClass}
          value={filters.position}
          onChange={(event) => set({ position: event.target.value as PlayerFilters['position'] })}
        >
          <option value="all">{labels.allPositions}</option>
          {positions.map((position) => (
            <option key={position} value={position}>
              {labels.position[position]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {labels.filterClub}
        <select className={fieldClass} value={filters.club} onChange={(event) => set({ club: event.target.value })}>
          <option value="all">{labels.allClubs}</option>
          {clubs.map((club) => (
            <option key={club.slug} value={club.slug}>
              {club.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {labels.filterMaxPrice}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          className={fieldClass}
          value={filters.maxPrice ?? ''}
          onChange={(event) => set({ maxPrice: numberOrNull(event.target.value) })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {labels.filterMinForm}
        <input
          type="number"
          inputMode="decimal"
          step={1}
          className={fieldClass}
          value={filters.minForm ?? ''}
          onChange={(event) => set({ minForm: numberOrNull(event.target.value) })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {labels.sortBy}
        <select className={fieldClass} value={sort} onChange={(event) => onSortChange(event.target.value as SortKey)}>
          {sortKeys.map((key) => (
            <option key={key} value={key}>
              {labels.sort[key]}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  )
}
