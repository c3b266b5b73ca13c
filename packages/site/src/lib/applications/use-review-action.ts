'use client'
// One review action at a time on the review page: sends it with the version the page was rendered with,
// then renders the page again from the API; a 409 is kept on the page (with what staff typed) until they
// reload.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { reviewAction, type ReviewAction, type ReviewAnswer, type StaffOutcome } from './staff-requests'

export type ReviewActionState = {
  busy: ReviewAction | undefined
  /** The latest answer: done, 409, or refused with the API's message. */
  outcome: StaffOutcome<ReviewAnswer> | undefined
  run: (action: ReviewAction, body?: Record<string, unknown>) => Promise<void>
}

export function useReviewAction(uuid: string, version: number): ReviewActionState {
  const router = useRouter()
  const [busy, setBusy] = useState<ReviewAction>()
  const [outcome, setOutcome] = useState<StaffOutcome<ReviewAnswer>>()
  async function run(action: ReviewAction, body: Record<string, unknown> = {}) {
    setBusy(action)
    const answer = await reviewAction(uuid, action, { ...body, version })
    setBusy(undefined)
    setOutcome(answer)
    if (answer.kind === 'done') {
      router.refresh()
    }
  }
  return { busy, outcome, run }
}
