'use client'
// The parts around the form's sections: the save status, the progress by section (each a link to it), the
// summary of every problem after a submit (each a link to its field), and the "changed by someone else" notice.
import type { ApplicationProblem, ApplicationSection } from '@league/api/contract/team-application-form'
import { Button } from '@league/ui/components/button/button'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import type * as React from 'react'
import type { SaveState } from '@/lib/applications/form-saver'
import { fieldId, fieldLabel, problemText } from '@/lib/applications/problem-wording'

export function SaveStatusLine({ state }: { state: SaveState }) {
  const t = useTranslations('Applications')
  const trouble = state === 'failed' || state === 'conflict' || state === 'gone' || state === 'invalid'
  return (
    <output className={trouble ? 'block text-sm font-semibold text-danger' : 'block text-sm text-on-muted'}>
      {t(`saveStatus.${state}`)}
    </output>
  )
}

export function ConflictNotice() {
  const t = useTranslations('Applications')
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-brand border-l-4 border-danger bg-surface-raised p-4">
      <p className="font-semibold">{t('conflict')}</p>
      <div>
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </div>
    </div>
  )
}

type Progress = ReadonlyArray<{ section: ApplicationSection; complete: boolean; problems: number }>

export function ProgressList({ progress }: { progress: Progress }) {
  const t = useTranslations('Applications')
  const complete = progress.filter((item) => item.complete).length
  return (
    <nav
      aria-labelledby="application-progress"
      className="flex flex-col gap-2 rounded-brand bg-surface-raised p-4 ring-1 ring-border"
    >
      <h2 id="application-progress" className="font-heading text-lg font-semibold">
        {t('progressTitle')}
      </h2>
      <p>
        <progress value={complete} max={progress.length} className="mr-2 align-middle" aria-hidden />
        {t('progressSummary', { complete, total: progress.length })}
      </p>
      <ul className="flex flex-col">
        {progress.map((item) => {
          const section = t(`sections.${item.section}`)
          return (
            <li key={item.section}>
              <a
                href={`#section-${item.section}`}
                className="flex min-h-11 items-center gap-2 underline-offset-4 hover:underline"
              >
                <span aria-hidden className={item.complete ? 'text-win' : 'text-danger'}>
                  {item.complete ? '✓' : '•'}
                </span>
                {item.complete
                  ? t('sectionComplete', { section })
                  : t('sectionProblems', { section, count: item.problems })}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Brings the field into the middle of the screen with its label, and puts the cursor in it. */
function goToField(event: React.MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1))
  if (field === null) {
    return
  }
  event.preventDefault()
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}

/** Every problem at once after a submit, each linking to its field; takes the focus when it appears. */
export function ProblemSummary({ problems }: { problems: readonly ApplicationProblem[] }) {
  const t = useTranslations('Applications')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <div
      role="alert"
      aria-labelledby="problem-summary"
      className="flex flex-col gap-2 rounded-brand border-l-4 border-danger bg-surface-raised p-4"
    >
      <h2 id="problem-summary" ref={heading} tabIndex={-1} className="font-heading text-lg font-semibold">
        {t('problemSummaryTitle', { count: problems.length })}
      </h2>
      <ul className="flex flex-col gap-1">
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.code}`}>
            <a href={`#${fieldId(problem.path)}`} className="font-semibold text-link underline" onClick={goToField}>
              {[
                ...fieldLabel(problem.path).map((part) => t(part.key, 'values' in part ? part.values : undefined)),
                problemText(t, problem),
              ].join(': ')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
