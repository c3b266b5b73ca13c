'use client'
// The club's form on its page: what was typed (kept in the page, never replaced by an answer), the latest
// view from the API (version, status, files), autosave, the problems to show by each field, progress, and
// the submit and withdraw actions. The checks are the shared contract's, so the page says what submit would.
import {
  applicationSections,
  formProblems,
  formProgress,
  sectionProblems,
  type ApplicationForm,
  type ApplicationProblem,
  type ApplicationSection,
  type ApplicationSectionData,
  type CheckContext,
} from '@league/api/contract/team-application-form'
import { useEffect, useMemo, useState } from 'react'
import type { ApplicationFile, TeamApplicationView } from './application-view'
import { saveSection, submitApplication, withdrawApplication, type WriteOutcome } from './application-requests'
import { FormSaver, type FormSaverHooks, type SaveState, type SectionDraft } from './form-saver'

export type ApplicationRequests = {
  save: (draft: SectionDraft, version: number) => Promise<WriteOutcome>
  submit: (version: number) => Promise<WriteOutcome>
  withdraw: (version: number) => Promise<WriteOutcome>
}

/** The real requests of one application (tests pass fakes). */
export function applicationRequests(uuid: string): ApplicationRequests {
  return {
    save: (draft, version) => saveSection(uuid, draft.section, draft.data, version),
    submit: (version) => submitApplication(uuid, version),
    withdraw: (version) => withdrawApplication(uuid, version),
  }
}

function checkContext(view: TeamApplicationView): CheckContext {
  return {
    rules: view.rules,
    files: new Map(view.files.map((file) => [file.id, file.kind])),
    today: new Date().toISOString().slice(0, 10),
  }
}

function draftProblems(form: ApplicationForm, context: CheckContext): ApplicationProblem[] {
  return applicationSections.flatMap((section) => sectionProblems(section, form[section], context, false))
}

/** What the saver needs of the page: the checks with the latest files, and where answers go. */
function saverHooks(view: TeamApplicationView, onSaved: (next: TeamApplicationView) => void): FormSaverHooks {
  const context = checkContext(view)
  return {
    sendable: (draft) => sectionProblems(draft.section, draft.data, context, false).length === 0,
    onSaved,
  }
}

/** The saver of one page, built once; it is handed the page's latest checks after each render. */
function useFormSaver(
  view: TeamApplicationView,
  requests: ApplicationRequests,
  onSaved: (next: TeamApplicationView) => void,
) {
  const [saveState, setSaveState] = useState<SaveState>('saved')
  const [saver] = useState(() => new FormSaver({ version: view.version, save: requests.save, onState: setSaveState }))
  useEffect(() => {
    saver.use(saverHooks(view, onSaved))
  }, [saver, view, onSaved])
  useEffect(() => () => saver.dispose(), [saver])
  return { saver, saveState, setSaveState }
}

export function useApplicationForm(initial: TeamApplicationView, requests: ApplicationRequests) {
  const [form, setForm] = useState<ApplicationForm>(initial.form)
  const [view, setView] = useState(initial)
  const [submitProblems, setSubmitProblems] = useState<ApplicationProblem[] | undefined>()
  const [busy, setBusy] = useState<'submitting' | 'withdrawing' | undefined>()
  const [failed, setFailed] = useState(false)
  const { saver, saveState, setSaveState } = useFormSaver(view, requests, setView)
  const context = useMemo(() => checkContext(view), [view])
  const editable = view.editable && saveState !== 'gone'

  // After a submit attempt every problem shows, the missing fields too; before it only what is malformed.
  const problems = useMemo(
    () => (submitProblems === undefined ? draftProblems(form, context) : formProblems(form, context)),
    [form, context, submitProblems],
  )
  const progress = useMemo(() => formProgress(form, context), [form, context])

  function update<S extends ApplicationSection>(section: S, data: ApplicationSectionData[S]) {
    setForm((current) => ({ ...current, [section]: data }))
    saver.change({ section, data } as SectionDraft)
  }

  function addFile(file: ApplicationFile) {
    setView((current) => ({ ...current, files: [...current.files, file] }))
    // The section naming the file is changed next, before a render: its check must know the file already.
    saver.use(saverHooks({ ...view, files: [...view.files, file] }, setView))
  }

  /** Takes in the answer of submit or withdraw; false when it was refused. */
  function settle(outcome: WriteOutcome): boolean {
    setFailed(outcome.kind === 'failed')
    if (outcome.kind === 'saved') {
      saver.moveTo(outcome.view.version)
      setView(outcome.view)
      return true
    }
    if (outcome.kind === 'problems') {
      setSubmitProblems(outcome.problems)
    } else if (outcome.kind === 'conflict' || outcome.kind === 'gone') {
      setSaveState(outcome.kind)
    }
    return false
  }

  async function submit(): Promise<ApplicationProblem[] | undefined> {
    const missing = formProblems(form, context)
    if (missing.length > 0) {
      setSubmitProblems(missing)
      return missing
    }
    setBusy('submitting')
    const flushed = await saver.flush()
    const done = flushed === 'saved' && settle(await requests.submit(saver.version))
    if (flushed === 'failed') {
      setFailed(true)
    }
    setBusy(undefined)
    if (done) {
      setSubmitProblems(undefined)
    }
    return undefined
  }

  async function withdraw(): Promise<boolean> {
    setBusy('withdrawing')
    const done = settle(await requests.withdraw(saver.version))
    setBusy(undefined)
    return done
  }

  return {
    form,
    view,
    editable,
    saveState,
    problems,
    submitProblems,
    progress,
    busy,
    failed,
    update,
    addFile,
    flush: () => void saver.flush(),
    submit,
    withdraw,
  }
}

export type ApplicationFormState = ReturnType<typeof useApplicationForm>
