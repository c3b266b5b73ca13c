'use client'
// The club's form on its page: what was typed (kept in the page, never replaced by an answer), the latest
// view from the API (version, status, files), autosave, the problems to show by each field, progress, and
// the submit and withdraw actions. The checks are the shared contract's, so the page says what submit would.
// Each change is made to the latest form, not to the one of the last render: several changes taken in before
// React renders again (the fields that report, right after hydration, what was typed before it) all stay.
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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
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

/** A change of one section, made to what it holds now (missing until the club first fills it in). */
export type SectionChange<S extends ApplicationSection> = (
  current: ApplicationSectionData[S] | undefined,
) => ApplicationSectionData[S]

/**
 * An answer of the API, keeping the files this page has uploaded that it does not list yet: a save answered
 * after an upload finished may have been read before it, and the form already names the new file.
 */
function withKnownFiles(answer: TeamApplicationView, known: TeamApplicationView): TeamApplicationView {
  const listed = new Set(answer.files.map((file) => file.id))
  const missing = known.files.filter((file) => !listed.has(file.id))
  return missing.length === 0 ? answer : { ...answer, files: [...answer.files, ...missing] }
}

export function useApplicationForm(initial: TeamApplicationView, requests: ApplicationRequests) {
  const [form, setForm] = useState<ApplicationForm>(initial.form)
  // The form with every change so far, ahead of the render that shows it.
  const latestForm = useRef<ApplicationForm>(initial.form)
  const [view, setView] = useState(initial)
  // Likewise the view: an upload and a save's answer may both arrive before the next render.
  const latestView = useRef(initial)
  const adoptView = useCallback((answer: TeamApplicationView) => {
    latestView.current = withKnownFiles(answer, latestView.current)
    setView(latestView.current)
  }, [])
  const [submitProblems, setSubmitProblems] = useState<ApplicationProblem[] | undefined>()
  const [busy, setBusy] = useState<'submitting' | 'withdrawing' | undefined>()
  const [failed, setFailed] = useState(false)
  const { saver, saveState, setSaveState } = useFormSaver(view, requests, adoptView)
  const context = useMemo(() => checkContext(view), [view])
  const editable = view.editable && saveState !== 'gone'

  // After a submit attempt every problem shows, the missing fields too; before it only what is malformed.
  const problems = useMemo(
    () => (submitProblems === undefined ? draftProblems(form, context) : formProblems(form, context)),
    [form, context, submitProblems],
  )
  const progress = useMemo(() => formProgress(form, context), [form, context])

  function update<S extends ApplicationSection>(section: S, change: SectionChange<S>) {
    const data = change(latestForm.current[section])
    latestForm.current = { ...latestForm.current, [section]: data }
    setForm(latestForm.current)
    saver.change({ section, data } as SectionDraft)
  }

  function addFile(file: ApplicationFile) {
    latestView.current = { ...latestView.current, files: [...latestView.current.files, file] }
    setView(latestView.current)
    // The section naming the file is changed next, before a render: its check must know the file already.
    saver.use(saverHooks(latestView.current, adoptView))
  }

  /** Takes in the answer of submit or withdraw; false when it was refused. */
  function settle(outcome: WriteOutcome): boolean {
    setFailed(outcome.kind === 'failed')
    if (outcome.kind === 'saved') {
      saver.moveTo(outcome.view.version)
      adoptView(outcome.view)
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
    const missing = formProblems(latestForm.current, context)
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
