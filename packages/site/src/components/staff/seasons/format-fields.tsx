'use client'
// The season's format as one fieldset: round robin, tie-break preset, and the play-offs (none, or 2, 4 or 8
// teams with a best-of per round). Used by the new season form and by the season page while it is a draft.
import type { SeasonFormat } from '@league/api/contract/staff-seasons'
import { Fieldset } from '@league/ui/components/fieldset/fieldset'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

const bestOfRounds = [
  ['bestOfQuarterfinal', 'quarterfinal'],
  ['bestOfSemifinal', 'semifinal'],
  ['bestOfFinal', 'final'],
] as const

/** Which rounds a bracket of this many teams plays: 8 starts at the quarter-finals, 2 is only a final. */
function roundsOf(teams: string): readonly (typeof bestOfRounds)[number][] {
  if (teams === '8') {
    return bestOfRounds
  }
  if (teams === '4') {
    return bestOfRounds.slice(1)
  }
  return teams === '2' ? bestOfRounds.slice(2) : []
}

export function FormatFields({ format, disabled = false }: { format?: SeasonFormat | null; disabled?: boolean }) {
  const t = useTranslations('StaffSeasons')
  const [teams, setTeams] = useState(format?.playoff ? String(format.playoff.teams) : '')
  const bestOfOptions = ['1', '3', '5', '7'].map((value) => ({ value, label: t('bestOfOption', { games: value }) }))
  return (
    <Fieldset legend={t('formatLegend')} description={disabled ? t('formatLocked') : undefined}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NativeSelectField
          id="roundRobin"
          name="roundRobin"
          label={t('roundRobin')}
          placeholder={t('choose')}
          defaultValue={format?.roundRobin ?? 'double'}
          disabled={disabled}
          options={[
            { value: 'single', label: t('roundRobinSingle') },
            { value: 'double', label: t('roundRobinDouble') },
          ]}
        />
        <NativeSelectField
          id="tieBreak"
          name="tieBreak"
          label={t('tieBreak')}
          placeholder={t('choose')}
          defaultValue={format?.tieBreak ?? 'fiba'}
          disabled={disabled}
          options={[
            { value: 'fiba', label: 'FIBA' },
            { value: 'euroleague', label: 'EuroLeague' },
          ]}
        />
        <NativeSelectField
          id="playoffTeams"
          name="playoffTeams"
          label={t('playoffTeams')}
          placeholder={t('playoffNone')}
          value={teams}
          onChange={(event) => setTeams(event.currentTarget.value)}
          disabled={disabled}
          options={['2', '4', '8'].map((value) => ({ value, label: t('playoffTeamsOption', { teams: value }) }))}
        />
        {roundsOf(teams).map(([name, round]) => (
          <NativeSelectField
            key={name}
            id={name}
            name={name}
            label={t('bestOf', { round: t(`round.${round}`) })}
            placeholder={t('choose')}
            defaultValue={String(format?.playoff?.bestOf[round] ?? (round === 'final' ? 5 : 3))}
            disabled={disabled}
            options={bestOfOptions}
          />
        ))}
      </div>
    </Fieldset>
  )
}
