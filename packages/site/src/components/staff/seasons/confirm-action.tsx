'use client'
// One staff action on the season confirmed in the kit's dialog (publish, draw the play-offs, remove a team):
// nothing is sent until the dialog's yes; the outcome is said next to the button and the page reloads.
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
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import type { SeasonOutcome } from '@/lib/staff/seasons/season-requests'

// Long labels (a season's name, other languages) wrap on a phone rather than push the page sideways.
const wrapLarge = 'h-auto min-h-12 shrink py-2 whitespace-normal'
const wrapSmall = 'h-auto min-h-8 shrink py-1 whitespace-normal'

type ConfirmActionProps = {
  /** The button's and the dialog's name. */
  label: string
  question: string
  yes: string
  done: string
  run: () => Promise<SeasonOutcome<StaffSeason>>
  variant?: 'primary' | 'danger' | 'outline'
  size?: 'sm' | 'lg'
  /** More in the dialog, such as the "make it the current season" choice. */
  children?: ReactNode
}

export function ConfirmAction({
  label,
  question,
  yes,
  done,
  run,
  variant = 'primary',
  size = 'lg',
  children,
}: ConfirmActionProps) {
  const t = useTranslations('StaffSeasons')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()

  async function confirm() {
    setBusy(true)
    const outcome = await run()
    setBusy(false)
    setOpen(false)
    if (outcome.kind === 'done') {
      setMessage(done)
      router.refresh()
    } else {
      setMessage(t('failed', { reason: outcome.message }))
    }
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant={variant} size={size} disabled={busy} className={size === 'lg' ? wrapLarge : wrapSmall}>
            {label}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('cancel')}>
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>{question}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" size="lg">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button
              variant={variant === 'danger' ? 'danger' : 'primary'}
              size="lg"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {yes}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {message ? <output className="block text-sm">{message}</output> : null}
    </span>
  )
}
