'use client'
// Revoking a club's link from the list: confirmed first; the latest version is read just before, since the
// list shows none, and a 409 (someone changed it in between) is said plainly.
import { Button } from '@league/ui/components/button/button'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { readStaffApplication, reviewAction } from '@/lib/applications/staff-requests'

export function RevokeButton({ uuid, club }: { uuid: string; club: string }) {
  const t = useTranslations('Staff')
  const router = useRouter()
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function revoke() {
    if (!window.confirm(t('revokeConfirm', { club }))) {
      return
    }
    setBusy(true)
    const current = await readStaffApplication(uuid)
    const outcome =
      current.kind === 'done' ? await reviewAction(uuid, 'revoke', { version: current.answer.version }) : current
    setBusy(false)
    if (outcome.kind === 'done') {
      setMessage(t('revokeDone', { club }))
      router.refresh()
    } else {
      setMessage(outcome.kind === 'conflict' ? t('conflict') : t('actionFailed', { reason: outcome.message }))
    }
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant="outline" size="sm" disabled={busy} onClick={() => void revoke()}>
        {t('revoke', { club })}
      </Button>
      {message ? <output className="block text-sm">{message}</output> : null}
    </span>
  )
}
