'use client'
// Revoking a club's link from the list, confirmed in a dialog; the latest version is read just before, since
// the list shows none, and a 409 (someone changed it in between) is said plainly.
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
import { useState } from 'react'
import { readStaffApplication, reviewAction } from '@/lib/applications/staff-requests'

export function RevokeButton({ uuid, club }: { uuid: string; club: string }) {
  const t = useTranslations('Staff')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function revoke() {
    setBusy(true)
    const current = await readStaffApplication(uuid)
    const outcome =
      current.kind === 'done' ? await reviewAction(uuid, 'revoke', { version: current.answer.version }) : current
    setBusy(false)
    setOpen(false)
    if (outcome.kind === 'done') {
      setMessage(t('revokeDone', { club }))
      router.refresh()
    } else {
      setMessage(outcome.kind === 'conflict' ? t('conflict') : t('actionFailed', { reason: outcome.message }))
    }
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" disabled={busy}>
            {t('revoke', { club })}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('revoke', { club })}</DialogTitle>
            <DialogDescription>{t('revokeConfirm', { club })}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" size="lg">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button variant="danger" size="lg" disabled={busy} onClick={() => void revoke()}>
              {t('revokeYes')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {message ? <output className="block text-sm">{message}</output> : null}
    </span>
  )
}
