'use client'
// Submit and withdraw: submit checks everything first (all problems at once, in the summary above the
// button), withdraw asks for confirmation in a dialog.
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
import { useState } from 'react'
import type { ApplicationFormState } from '@/lib/applications/use-application-form'

export function WithdrawButton({ state }: { state: ApplicationFormState }) {
  const t = useTranslations('Applications')
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" disabled={state.busy !== undefined}>
          {t('withdraw')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('withdrawTitle')}</DialogTitle>
          <DialogDescription>{t('withdrawText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" size="lg">
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            size="lg"
            disabled={state.busy !== undefined}
            onClick={() => void state.withdraw().then(() => setOpen(false))}
          >
            {t('withdrawConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export function SubmitButton({ state }: { state: ApplicationFormState }) {
  const t = useTranslations('Applications')
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-on-muted">{t('submitHint')}</p>
      <div>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={state.busy !== undefined}
          onClick={() => void state.submit()}
        >
          {state.busy === 'submitting' ? t('submitting') : t('submit')}
        </Button>
      </div>
    </div>
  )
}
