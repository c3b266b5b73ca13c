'use client'
// The club's team application: status, progress, the six sections (autosaved as drafts), submit and
// withdraw. Everything typed stays on the page whatever the API answers; a 409 stops saving and says so.
import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import type { TeamApplicationView } from '@/lib/applications/application-view'
import type { Country } from '@/lib/applications/countries'
import { problemTexts } from '@/lib/applications/problem-wording'
import { useHydrated } from '@/lib/applications/use-hydrated'
import {
  applicationRequests,
  useApplicationForm,
  type ApplicationRequests,
} from '@/lib/applications/use-application-form'
import { SubmitButton, WithdrawButton } from './application-actions'
import { ArenaSection, ClubSection } from './club-arena-sections'
import { ContactsSection, StaffSection } from './contacts-staff-sections'
import { DocumentsSection } from './documents-section'
import type { FieldBinding } from './form-fields'
import { ConflictNotice, ProblemSummary, ProgressList, SaveStatusLine } from './form-status'
import { SquadSection } from './squad-section'

const withdrawable = new Set(['draft', 'changes_requested', 'submitted'])
const decidedStatuses = new Set(['submitted', 'approved', 'rejected', 'withdrawn'])

function StatusPanel({ view }: { view: TeamApplicationView }) {
  const t = useTranslations('Applications')
  return (
    <div className="flex flex-col gap-2 rounded-brand bg-surface-raised p-4 ring-1 ring-border">
      <p>
        <span className="font-semibold">{t('status')}: </span>
        <span data-status={view.status}>{t(`statuses.${view.status}`)}</span>
      </p>
      {view.status === 'submitted' ? <output className="block">{t('submitted')}</output> : null}
      {view.decisionNote ? <p>{t('decisionNote', { note: view.decisionNote })}</p> : null}
      {!view.editable && !decidedStatuses.has(view.status) ? <p>{t('readOnly')}</p> : null}
    </div>
  )
}

type Props = {
  initial: TeamApplicationView
  /** The nationalities, named in the page's language by the server (lib/applications/countries.ts). */
  countries: readonly Country[]
  requests?: ApplicationRequests
}

export function ApplicationForm({ initial, countries, requests }: Props) {
  const t = useTranslations('Applications')
  const defaultRequests = useMemo(() => applicationRequests(initial.uuid), [initial.uuid])
  const state = useApplicationForm(initial, requests ?? defaultRequests)
  const errors = useMemo(() => problemTexts(t, state.problems), [t, state.problems])
  // Until React has taken over, the fields take no typing: it would reach the page but not the form.
  const hydrated = useHydrated()
  const binding: FieldBinding = { errors, onLeave: state.flush, disabled: !state.editable, waiting: !hydrated }
  const summary =
    state.submitProblems === undefined ? [] : state.problems.length > 0 ? state.problems : state.submitProblems
  const sectionProps = { state, binding }
  return (
    <div className="flex flex-col gap-6">
      <StatusPanel view={state.view} />
      {state.saveState === 'conflict' ? <ConflictNotice /> : null}
      {state.editable ? <ProgressList progress={state.progress} form={state.form} /> : null}
      <form className="flex flex-col gap-8" noValidate onSubmit={(event) => event.preventDefault()}>
        <ClubSection {...sectionProps} />
        <ArenaSection {...sectionProps} />
        <ContactsSection {...sectionProps} />
        <SquadSection {...sectionProps} countries={countries} />
        <StaffSection {...sectionProps} />
        <DocumentsSection {...sectionProps} />
        {state.editable ? (
          <div className="sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface px-4 py-3">
            <SaveStatusLine state={state.saveState} />
          </div>
        ) : null}
      </form>
      {state.editable ? (
        <div className="flex flex-col gap-4 border-t border-border pt-6">
          {summary.length > 0 ? <ProblemSummary problems={summary} /> : null}
          {state.failed ? <p role="alert">{t('actionFailed')}</p> : null}
          <SubmitButton state={state} />
        </div>
      ) : null}
      {withdrawable.has(state.view.status) && state.saveState !== 'gone' ? (
        <div>
          <WithdrawButton state={state} />
        </div>
      ) : null}
    </div>
  )
}
