'use client'
// The review's decisions: confirm the doubtful player matches, request changes with a comment per section,
// reject with a note, or approve. Each goes with the version the page showed; a 409 is explained.
import {
  applicationSections,
  type ApplicationSection,
  type ApplicationStatus,
} from '@league/api/contract/team-application-form'
import { Button } from '@league/ui/components/button/button'
import { TextareaField } from '@league/ui/components/textarea/textarea'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { PlayerMatch } from '@/lib/applications/application-view'
import { useReviewAction, type ReviewActionState } from '@/lib/applications/use-review-action'

type Choice = number | 'new'

function MatchChoices({
  matches,
  choices,
  onChoose,
}: {
  matches: readonly PlayerMatch[]
  choices: Readonly<Record<number, Choice>>
  onChoose: (index: number, choice: Choice) => void
}) {
  const t = useTranslations('Staff')
  return (
    <section aria-labelledby="matches" className="flex flex-col gap-3">
      <h2 id="matches" className="font-heading text-xl font-semibold">
        {t('matchesTitle')}
      </h2>
      {matches.map((match) => {
        if (match.match !== 'doubtful') {
          const candidate = match.candidates[0]
          return (
            <p key={match.index}>
              {match.match === 'same' && candidate
                ? t('matchFound', { name: match.name, candidate: candidate.name })
                : t('matchIsNew', { name: match.name })}
            </p>
          )
        }
        const option = (choice: Choice, label: string) => (
          <label key={String(choice)} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`match-${match.index}`}
              className="size-5"
              checked={choices[match.index] === choice}
              onChange={() => onChoose(match.index, choice)}
            />
            {label}
          </label>
        )
        return (
          <fieldset key={match.index} className="flex flex-col rounded-brand border border-border p-3">
            <legend className="px-1 font-semibold">{t('matchDoubtful', { name: match.name })}</legend>
            {match.candidates.map((candidate) =>
              option(
                candidate.playerId,
                t('matchSame', {
                  name: t('candidate', {
                    name: candidate.name,
                    team: candidate.lastTeam ?? '—',
                    season: candidate.lastSeason ?? '—',
                  }),
                }),
              ),
            )}
            {option('new', t('matchNew'))}
          </fieldset>
        )
      })}
    </section>
  )
}

function Outcome({ action }: { action: ReviewActionState }) {
  const t = useTranslations('Staff')
  const names = useTranslations('Applications.statusNames')
  const outcome = action.outcome
  if (outcome === undefined) {
    return null
  }
  if (outcome.kind === 'done') {
    return (
      <output className="block font-semibold">
        {t('done', { status: names(outcome.answer.status).toLocaleLowerCase() })}
      </output>
    )
  }
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-brand border-l-4 border-danger bg-surface-raised p-4">
      <p className="font-semibold">
        {outcome.kind === 'conflict' ? t('conflict') : t('actionFailed', { reason: outcome.message })}
      </p>
      {outcome.kind === 'conflict' ? (
        <div>
          <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        </div>
      ) : null}
    </div>
  )
}

function RequestChanges({ action }: { action: ReviewActionState }) {
  const t = useTranslations('Staff')
  const sections = useTranslations('Applications.sections')
  const [comments, setComments] = useState<Partial<Record<ApplicationSection, string>>>({})
  const [missing, setMissing] = useState(false)
  const written = Object.fromEntries(Object.entries(comments).filter(([, text]) => text.trim() !== ''))
  return (
    <section aria-labelledby="request-changes" className="flex flex-col gap-3">
      <h2 id="request-changes" className="font-heading text-xl font-semibold">
        {t('requestChanges')}
      </h2>
      <p className="text-on-muted">{t('requestChangesHint')}</p>
      {applicationSections.map((section) => (
        <TextareaField
          key={section}
          id={`comment-${section}`}
          label={t('commentFor', { section: sections(section) })}
          rows={2}
          maxLength={2000}
          value={comments[section] ?? ''}
          onChange={(event) => setComments({ ...comments, [section]: event.target.value })}
        />
      ))}
      {missing ? (
        <p role="alert" className="font-semibold text-danger">
          {t('commentRequired')}
        </p>
      ) : null}
      <div>
        <Button
          size="lg"
          variant="outline"
          disabled={action.busy !== undefined}
          onClick={() => {
            setMissing(Object.keys(written).length === 0)
            if (Object.keys(written).length > 0) {
              void action.run('request-changes', { comments: written })
            }
          }}
        >
          {t('requestChanges')}
        </Button>
      </div>
    </section>
  )
}

function Reject({ action }: { action: ReviewActionState }) {
  const t = useTranslations('Staff')
  const [note, setNote] = useState('')
  return (
    <section aria-labelledby="reject" className="flex flex-col gap-2">
      <h2 id="reject" className="font-heading text-xl font-semibold">
        {t('reject')}
      </h2>
      <TextareaField
        id="reject-note"
        label={t('rejectNote')}
        rows={2}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button
          size="lg"
          variant="danger"
          disabled={action.busy !== undefined || note.trim() === ''}
          onClick={() => void action.run('reject', { note: note.trim() })}
        >
          {t('rejectConfirm')}
        </Button>
      </div>
    </section>
  )
}

/**
 * The decisions on a submitted application. It stays on the page when a decision re-renders it (the page is
 * read again), so what was done is still said, with "nothing to decide" below it.
 */
export function ReviewActions({
  uuid,
  version,
  status,
  matches,
}: {
  uuid: string
  version: number
  status: ApplicationStatus
  matches: readonly PlayerMatch[]
}) {
  const t = useTranslations('Staff')
  const names = useTranslations('Applications.statusNames')
  const action = useReviewAction(uuid, version)
  const [choices, setChoices] = useState<Record<number, Choice>>({})
  const doubtful = matches.filter((match) => match.match === 'doubtful')
  const unconfirmed = doubtful.some((match) => choices[match.index] === undefined)
  if (status !== 'submitted') {
    return (
      <div className="flex flex-col gap-4">
        <Outcome action={action} />
        <p>{t('notReviewable', { status: names(status).toLocaleLowerCase() })}</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-8">
      <Outcome action={action} />
      {matches.length > 0 ? (
        <MatchChoices
          matches={matches}
          choices={choices}
          onChoose={(index, choice) => setChoices({ ...choices, [index]: choice })}
        />
      ) : null}
      <section aria-labelledby="approve" className="flex flex-col gap-2">
        <h2 id="approve" className="font-heading text-xl font-semibold">
          {t('approve')}
        </h2>
        <p className="text-on-muted">{t('approveText')}</p>
        {unconfirmed ? <p className="font-semibold">{t('confirmMatches')}</p> : null}
        <div>
          <Button
            size="lg"
            disabled={action.busy !== undefined || unconfirmed}
            onClick={() => void action.run('approve', doubtful.length > 0 ? { matches: choices } : {})}
          >
            {t('approve')}
          </Button>
        </div>
      </section>
      <RequestChanges action={action} />
      <Reject action={action} />
    </div>
  )
}
