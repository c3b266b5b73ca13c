'use client'
// The parts around the form's sections: the save status, the progress by section (each a link to it), the
// summary of every problem after a submit (each a link to its field), and the "changed by someone else" notice.
import type {
  ApplicationForm,
  ApplicationProblem,
  ApplicationSection,
} from '@league/api/contract/team-application-form'
import { Button } from '@league/ui/components/button/button'
import { ErrorSummary } from '@league/ui/components/error-summary/error-summary'
import { FormProgress, type FormProgressSection } from '@league/ui/components/form-progress/form-progress'
import { SaveStatus, type SaveState as KitSaveState } from '@league/ui/components/save-status/save-status'
import { useTranslations } from 'next-intl'
import type { SaveState } from '@/lib/applications/form-saver'
import { fieldId, fieldLabel, problemText } from '@/lib/applications/problem-wording'

const kitStates: Record<SaveState, KitSaveState> = {
  saved: 'saved',
  unsaved: 'idle',
  saving: 'saving',
  invalid: 'error',
  failed: 'error',
  conflict: 'error',
  gone: 'error',
}

export function SaveStatusLine({ state }: { state: SaveState }) {
  const t = useTranslations('Applications')
  return <SaveStatus state={kitStates[state]} message={t(`saveStatus.${state}`)} />
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

export function ProgressList({ progress, form }: { progress: Progress; form: ApplicationForm }) {
  const t = useTranslations('Applications')
  const complete = progress.filter((item) => item.complete).length
  const sections: FormProgressSection[] = progress.map((item) => {
    const status = item.complete ? 'complete' : form[item.section] === undefined ? 'not-started' : 'problems'
    return {
      id: `section-${item.section}`,
      title: t(`sections.${item.section}`),
      status,
      statusText:
        status === 'problems'
          ? t('sectionStatus.problems', { count: item.problems })
          : t(`sectionStatus.${status === 'complete' ? 'complete' : 'notStarted'}`),
    }
  })
  return (
    <FormProgress
      label={t('progressTitle')}
      summary={t('progressSummary', { complete, total: progress.length })}
      sections={sections}
      className="rounded-brand bg-surface-raised p-4 ring-1 ring-border"
    />
  )
}

/** Every problem at once after a submit, each linking to its field (named first); takes the focus. */
export function ProblemSummary({ problems }: { problems: readonly ApplicationProblem[] }) {
  const t = useTranslations('Applications')
  const items = problems.map((problem) => ({
    fieldId: fieldId(problem.path),
    message: [
      ...fieldLabel(problem.path).map((part) => t(part.key, 'values' in part ? part.values : undefined)),
      problemText(t, problem),
    ].join(': '),
  }))
  return <ErrorSummary title={t('problemSummaryTitle', { count: problems.length })} problems={items} />
}
