'use client'
// One game moved: another date, time or venue, in a dialog from the game's row. The API's refusal (two games
// of one team at one time, a date outside the season) is shown by the field it names.
import type { StaffSeason } from '@league/api/contract/staff-seasons'
import { Button } from '@league/ui/components/button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@league/ui/components/dialog/dialog'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { textOf } from '@/lib/staff/seasons/season-form-values'
import { updateGame, type UpdateGameBody } from '@/lib/staff/seasons/season-requests'

type Game = StaffSeason['rounds'][number]['games'][number]

function changesOf(form: FormData, game: Game): UpdateGameBody {
  const date = textOf(form, 'date')
  const time = textOf(form, 'time')
  const venueId = Number(textOf(form, 'venueId'))
  return {
    ...(date === '' || date === game.date ? {} : { date }),
    ...(time === '' || time === game.time ? {} : { time }),
    ...(Number.isInteger(venueId) && venueId > 0 && venueId !== game.venue?.id ? { venueId } : {}),
  }
}

export function GameChange({ season, game }: { season: StaffSeason; game: Game }) {
  const t = useTranslations('StaffSeasons')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const matchup = t('matchup', { home: game.home.name, away: game.away.name })
  const fieldId = (name: string) => `game-${game.id}-${name}`

  async function save(form: FormData) {
    setBusy(true)
    const outcome = await updateGame(season.id, game.id, changesOf(form, game))
    setBusy(false)
    if (outcome.kind === 'done') {
      setErrors({})
      setOpen(false)
      router.refresh()
    } else {
      setErrors({ ...outcome.fields, form: t('failed', { reason: outcome.message }) })
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="h-auto min-h-8 shrink py-1 whitespace-normal text-left">
          {t('changeGame', { game: matchup })}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            void save(new FormData(event.currentTarget))
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('changeGame', { game: matchup })}</DialogTitle>
            <DialogDescription>{t('changeGameText')}</DialogDescription>
          </DialogHeader>
          <TextField
            id={fieldId('date')}
            name="date"
            type="date"
            size="lg"
            label={t('date')}
            defaultValue={game.date ?? ''}
            error={errors.date}
          />
          <TextField
            id={fieldId('time')}
            name="time"
            type="time"
            size="lg"
            label={t('time')}
            defaultValue={game.time ?? ''}
            error={errors.time}
          />
          <NativeSelectField
            id={fieldId('venue')}
            name="venueId"
            label={t('venue')}
            placeholder={t('choose')}
            defaultValue={game.venue ? String(game.venue.id) : ''}
            options={season.venues.map((venue) => ({ value: String(venue.id), label: venue.name }))}
            error={errors.venueId}
          />
          {errors.form ? (
            <p role="alert" className="font-semibold text-danger">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" size="lg">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? t('saving') : t('saveGame')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
