'use client'
// Deleting an article, confirmed in a dialog: it is gone for fans and staff alike, so the dialog says so, and
// the list opens afterwards.
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
import { deleteNews } from '@/lib/staff/news/news-requests'

export function DeleteNewsButton({ locale, id, title }: { locale: string; id: number; title: string }) {
  const t = useTranslations('StaffNews.delete')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()

  async function remove() {
    setBusy(true)
    const outcome = await deleteNews(id)
    setBusy(false)
    setOpen(false)
    if (outcome.kind === 'done') {
      router.push(`/${locale}/staff/news`)
    } else {
      setFailure(t('failed', { reason: outcome.kind === 'refused' ? outcome.message : '' }))
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="min-h-11 self-start">
            {t('button')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t('confirm', { title })}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" size="lg">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button variant="danger" size="lg" disabled={busy} onClick={() => void remove()}>
              {t('yes')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  )
}
