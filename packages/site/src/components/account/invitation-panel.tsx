'use client'

import { Button } from '@league/ui/components/button/button'
import { useEffect, useState } from 'react'
import { useSession } from '@/lib/account/use-session'

export type InvitationLabels = {
  signInFirst: string
  missingToken: string
  loading: string
  /** A template with {league}, {email} and {role} (filled here: a server page cannot pass functions). */
  offer: string
  roles: { operator: string; staff: string }
  accept: string
  accepting: string
  /** A template with {league} and {role}. */
  accepted: string
  openConsole: string
  /** The onward link for the staff role (the staff pages). */
  openStaff: string
  errors: Record<InvitationErrorCode, string>
}

export type InvitationErrorCode =
  | 'email_not_verified'
  | 'wrong_account'
  | 'invitation_expired'
  | 'invitation_used'
  | 'invitation_invalid'
  | 'other'

type Invitation = { role: 'operator' | 'staff'; league: string; email: string }

type View =
  | { status: 'loading' }
  | { status: 'offer'; invitation: Invitation; busy: boolean; error?: InvitationErrorCode }
  | { status: 'accepted'; invitation: Invitation }
  | { status: 'failed'; error: InvitationErrorCode }

const knownCodes = new Set<string>([
  'email_not_verified',
  'wrong_account',
  'invitation_expired',
  'invitation_used',
  'invitation_invalid',
])

/** Puts the values into a message's {placeholders}. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

async function errorCodeOf(response: Response | undefined): Promise<InvitationErrorCode> {
  const body = (await response?.json().catch(() => undefined)) as { error?: { code?: string } } | undefined
  const code = body?.error?.code ?? ''
  return knownCodes.has(code) ? (code as InvitationErrorCode) : 'other'
}

function post(path: string, token: string) {
  return fetch(`/api/v2/website/user/invitations/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  }).catch(() => undefined)
}

/**
 * The page a role invitation's mail links to. A mail scanner opening the link changes nothing: the signed-in
 * visitor sees which league and role are offered, and accepting takes a press of the button.
 */
export function InvitationPanel({
  token,
  labels,
  consoleHref,
  staffHref,
}: {
  token: string | undefined
  labels: InvitationLabels
  consoleHref: string
  staffHref: string
}) {
  const state = useSession()
  const [view, setView] = useState<View>({ status: 'loading' })
  const signedIn = state.status === 'signed-in'

  useEffect(() => {
    if (!signedIn || token === undefined) {
      return
    }
    let current = true
    void post('show', token).then(async (response) => {
      if (!current) {
        return
      }
      if (response?.ok) {
        setView({ status: 'offer', invitation: (await response.json()) as Invitation, busy: false })
      } else {
        setView({ status: 'failed', error: await errorCodeOf(response) })
      }
    })
    return () => {
      current = false
    }
  }, [signedIn, token])

  if (token === undefined) {
    return <p role="alert">{labels.missingToken}</p>
  }
  if (state.status === 'signed-out') {
    return <p>{labels.signInFirst}</p>
  }
  if (!signedIn || view.status === 'loading') {
    return <p aria-busy="true">{labels.loading}</p>
  }
  if (view.status === 'failed') {
    return <p role="alert">{labels.errors[view.error]}</p>
  }
  const role = labels.roles[view.invitation.role]
  if (view.status === 'accepted') {
    return (
      <div className="flex flex-col gap-3">
        <output className="block">{fill(labels.accepted, { league: view.invitation.league, role })}</output>
        <a
          href={view.invitation.role === 'operator' ? consoleHref : staffHref}
          className="font-semibold text-link underline-offset-4 hover:underline"
        >
          {view.invitation.role === 'operator' ? labels.openConsole : labels.openStaff}
        </a>
      </div>
    )
  }

  const invitation = view.invitation
  async function accept() {
    setView({ status: 'offer', invitation, busy: true })
    const response = await post('accept', token ?? '')
    if (response?.ok) {
      setView({ status: 'accepted', invitation })
    } else {
      setView({ status: 'offer', invitation, busy: false, error: await errorCodeOf(response) })
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p>{fill(labels.offer, { league: invitation.league, email: invitation.email, role })}</p>
      <div>
        <Button disabled={view.busy} onClick={() => void accept()}>
          {view.busy ? labels.accepting : labels.accept}
        </Button>
      </div>
      {view.error === undefined ? null : <p role="alert">{labels.errors[view.error]}</p>}
    </div>
  )
}
