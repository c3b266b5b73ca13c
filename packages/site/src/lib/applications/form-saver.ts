// Autosave of the club's form: each section's latest draft waits a moment after the last keystroke (or is
// sent at once when a field loses focus), then goes to the API one section at a time, each carrying the
// version the previous answer gave, so the page's own saves never trip over each other's version. A 409
// stops all saving and keeps what was typed; the page then asks the club to reload.
import type { ApplicationSection, ApplicationSectionData } from '@league/api/contract/team-application-form'
import type { TeamApplicationView } from './application-view'
import type { WriteOutcome } from './application-requests'

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'invalid' | 'failed' | 'conflict' | 'gone'

export type SectionDraft = {
  [S in ApplicationSection]: { section: S; data: ApplicationSectionData[S] }
}[ApplicationSection]

export type FormSaverOptions = {
  /** The version of the application as the page loaded it. */
  version: number
  /** Sends one section (saveSection, or a fake in tests). */
  save: (draft: SectionDraft, version: number) => Promise<WriteOutcome>
  /** Called with every change of the save state. */
  onState: (state: SaveState) => void
  /** Milliseconds of quiet after the last change before saving. */
  delayMs?: number
}

/** What the page may change as it renders: the checks see the latest files, the answers go to its state. */
export type FormSaverHooks = {
  /** Whether a draft may be sent: one with malformed fields would only be refused. */
  sendable: (draft: SectionDraft) => boolean
  /** Called with the API's answer after each saved section (new version, progress, files). */
  onSaved: (view: TeamApplicationView) => void
}

export const autosaveDelayMs = 800

export class FormSaver {
  #version: number
  readonly #pending = new Map<ApplicationSection, SectionDraft>()
  #timer: ReturnType<typeof setTimeout> | undefined
  #running: Promise<void> | undefined
  #stopped: SaveState | undefined
  #state: SaveState = 'saved'
  #hooks: FormSaverHooks = { sendable: () => true, onSaved: () => {} }

  constructor(readonly options: FormSaverOptions) {
    this.#version = options.version
  }

  get version() {
    return this.#version
  }

  /** The version moved on without a section save (submit, withdraw). */
  moveTo(version: number) {
    this.#version = version
  }

  /** The page's latest checks and answer handler. */
  use(hooks: FormSaverHooks) {
    this.#hooks = hooks
  }

  /** A section changed: saved after the delay unless it changes again. */
  change(draft: SectionDraft) {
    if (this.#stopped !== undefined) {
      return
    }
    this.#pending.set(draft.section, draft)
    this.#setState(this.#hooks.sendable(draft) ? 'unsaved' : 'invalid')
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => void this.flush(), this.options.delayMs ?? autosaveDelayMs)
  }

  /** Sends what is waiting now (a field lost focus, or submit is next); resolves when all is sent. */
  async flush(): Promise<SaveState> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    while (this.#running !== undefined) {
      await this.#running
    }
    if (this.#stopped !== undefined) {
      return this.#stopped
    }
    const run = this.#sendPending()
    this.#running = run
    await run
    if (this.#running === run) {
      this.#running = undefined
    }
    return this.#state
  }

  #setState(state: SaveState) {
    this.#state = state
    this.options.onState(state)
  }

  #settledState(): SaveState {
    return [...this.#pending.values()].some((draft) => !this.#hooks.sendable(draft)) ? 'invalid' : 'saved'
  }

  /** The section's draft as it is now, if it may be sent. */
  #sendableDraft(section: ApplicationSection): SectionDraft | undefined {
    const draft = this.#pending.get(section)
    return draft !== undefined && this.#hooks.sendable(draft) ? draft : undefined
  }

  async #sendPending() {
    const sections = [...this.#pending.keys()].filter((section) => this.#sendableDraft(section) !== undefined)
    if (sections.length === 0) {
      this.#setState(this.#settledState())
      return
    }
    this.#setState('saving')
    for (const section of sections) {
      // Read when its turn comes, not when the run began: typed into while an earlier section was on its
      // way, the section goes with its latest text; a draft taken from the start would replace it, unsent.
      const draft = this.#sendableDraft(section)
      if (draft === undefined) {
        continue
      }
      this.#pending.delete(section)
      const outcome = await this.options.save(draft, this.#version)
      if (!this.#settle(draft, outcome)) {
        return
      }
    }
    // Typed during the saves: saved after the next pause; only malformed ones left: say so.
    const waiting = [...this.#pending.values()].some((draft) => this.#hooks.sendable(draft))
    this.#setState(waiting ? 'unsaved' : this.#settledState())
  }

  /** Takes in one answer; false when saving must stop here. */
  #settle(draft: SectionDraft, outcome: WriteOutcome): boolean {
    switch (outcome.kind) {
      case 'saved':
        this.#version = outcome.view.version
        this.#hooks.onSaved(outcome.view)
        return true
      case 'conflict':
      case 'gone':
        this.#stopped = outcome.kind
        this.#setState(outcome.kind)
        return false
      case 'problems':
      case 'failed':
        // Kept unless typed over, so the next change or blur tries it again.
        if (!this.#pending.has(draft.section)) {
          this.#pending.set(draft.section, draft)
        }
        this.#setState(outcome.kind === 'problems' ? 'invalid' : 'failed')
        return false
      default:
        outcome satisfies never
        return false
    }
  }

  /** Stops the timer (the page is leaving). */
  dispose() {
    clearTimeout(this.#timer)
  }
}
