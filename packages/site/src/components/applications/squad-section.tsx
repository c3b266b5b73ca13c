'use client'
// The squad: one group of fields per player (added and removed), the league's minimum and maximum, and the
// nationality named in the visitor's language.
import { playerPositions, type PlayerDraft } from '@league/api/contract/team-application-form'
import { Button } from '@league/ui/components/button/button'
import { useTranslations } from 'next-intl'
import type { Country } from '@/lib/applications/countries'
import type { SectionProps } from './club-arena-sections'
import { FormSection, PathNumberField, PathSelectField, PathTextField, type FieldBinding } from './form-fields'

type PlayerProps = {
  index: number
  player: PlayerDraft
  onChange: (change: Partial<PlayerDraft>) => void
  onRemove: () => void
  binding: FieldBinding
  countryOptions: ReadonlyArray<{ value: string; label: string }>
}

function PlayerFields({ index, player, onChange, onRemove, binding, countryOptions }: PlayerProps) {
  const t = useTranslations('Applications')
  const at = `squad.players.${index}`
  const positions = playerPositions.map((position) => ({ value: position, label: t(`positions.${position}`) }))
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-brand border border-border p-4">
      <legend className="px-1 text-lg font-semibold">{t('player', { number: index + 1 })}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <PathTextField
          path={`${at}.firstName`}
          label={t('fields.firstName')}
          autoComplete="off"
          value={player.firstName}
          onValue={(firstName) => onChange({ firstName })}
          binding={binding}
        />
        <PathTextField
          path={`${at}.lastName`}
          label={t('fields.lastName')}
          autoComplete="off"
          value={player.lastName}
          onValue={(lastName) => onChange({ lastName })}
          binding={binding}
        />
        <PathTextField
          path={`${at}.dateOfBirth`}
          label={t('fields.dateOfBirth')}
          type="date"
          value={player.dateOfBirth}
          onValue={(dateOfBirth) => onChange({ dateOfBirth })}
          binding={binding}
        />
        <PathSelectField
          path={`${at}.nationality`}
          label={t('fields.nationality')}
          placeholder={t('fields.chooseCountry')}
          options={countryOptions}
          value={player.nationality}
          onValue={(nationality) => onChange({ nationality })}
          binding={binding}
        />
        <PathSelectField
          path={`${at}.position`}
          label={t('fields.position')}
          placeholder={t('fields.choosePosition')}
          options={positions}
          value={player.position}
          onValue={(position) => onChange({ position })}
          binding={binding}
        />
        <PathTextField
          path={`${at}.shirtNumber`}
          label={t('fields.shirtNumber')}
          inputMode="numeric"
          maxLength={2}
          value={player.shirtNumber}
          onValue={(shirtNumber) => onChange({ shirtNumber })}
          binding={binding}
        />
        <PathNumberField
          path={`${at}.heightCm`}
          label={t('fields.heightCm')}
          value={player.heightCm}
          onValue={(heightCm) => onChange({ heightCm })}
          binding={binding}
        />
      </div>
      <div>
        <Button variant="outline" size="lg" disabled={binding.disabled} onClick={onRemove}>
          {t('removePlayer', { number: index + 1 })}
        </Button>
      </div>
    </fieldset>
  )
}

/** The squad; the countries are named by the server, so the page and the browser show the same list. */
export function SquadSection({ state, binding, countries }: SectionProps & { countries: readonly Country[] }) {
  const t = useTranslations('Applications')
  const players = state.form.squad?.players ?? []
  const { minimumPlayers, maximumPlayers } = state.view.rules
  // Made to the squad as it is now, so a change right after another (or after hydration) keeps both.
  const setPlayers = (change: (current: PlayerDraft[]) => PlayerDraft[]) =>
    state.update('squad', (current) => ({ ...current, players: change(current?.players ?? []) }))
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }))
  const squadError = binding.errors.get('squad.players')
  return (
    <FormSection
      id="section-squad"
      title={t('sections.squad')}
      comment={state.view.review?.squad}
      commentLabel={t('reviewComment')}
    >
      <p id="field-squad-players" tabIndex={-1}>
        {t('squadLimits', { minimum: minimumPlayers, maximum: maximumPlayers, count: players.length })}
      </p>
      {squadError ? <p className="font-semibold text-danger">{squadError}</p> : null}
      {players.map((player, index) => (
        // Players have no id until the league approves them: a row is its place in the squad.
        // oxlint-disable-next-line react/no-array-index-key
        <PlayerFields
          key={index}
          index={index}
          player={player}
          binding={binding}
          countryOptions={countryOptions}
          onChange={(change) =>
            setPlayers((list) => list.map((item, at) => (at === index ? { ...item, ...change } : item)))
          }
          onRemove={() => setPlayers((list) => list.filter((_, at) => at !== index))}
        />
      ))}
      {players.length < maximumPlayers ? (
        <div>
          <Button
            variant="outline"
            size="lg"
            disabled={binding.disabled}
            onClick={() => setPlayers((list) => [...list, {}])}
          >
            {t('addPlayer')}
          </Button>
        </div>
      ) : null}
    </FormSection>
  )
}
