import { defaultApplicationRules, sectionProblems } from '@league/api/contract/team-application-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WriteOutcome } from './application-requests'
import { FormSaver, type SaveState, type SectionDraft } from './form-saver'
import { draftApplication } from './test-application'

/** A fake API: records each save and answers with the next version, or with what the test queued. */
function fakeApi() {
  const saves: Array<{ draft: SectionDraft; version: number }> = []
  const answers: WriteOutcome[] = []
  const save = vi.fn<(draft: SectionDraft, version: number) => Promise<WriteOutcome>>(async (draft, version) => {
    saves.push({ draft, version })
    return answers.shift() ?? { kind: 'saved', view: draftApplication({ version: version + 1 }) }
  })
  return { saves, answers, save }
}

/** An answer the test gives when it chooses: a save still on its way until then. */
function laterAnswer() {
  const resolvers: Array<(answer: WriteOutcome) => void> = []
  const promise = new Promise<WriteOutcome>((resolve) => {
    resolvers.push(resolve)
  })
  return { promise, give: (answer: WriteOutcome) => resolvers.forEach((resolve) => resolve(answer)) }
}

function saverWith(api: ReturnType<typeof fakeApi>, sendable: (draft: SectionDraft) => boolean = () => true) {
  const states: SaveState[] = []
  const saver = new FormSaver({
    version: 3,
    save: api.save,
    onState: (state) => states.push(state),
    delayMs: 800,
  })
  saver.use({ sendable, onSaved: () => {} })
  return { saver, states }
}

/** What the page sends: a section with no malformed field, by the contract's own draft checks. */
const wellFormed = (draft: SectionDraft) =>
  sectionProblems(
    draft.section,
    draft.data,
    { rules: defaultApplicationRules, files: new Map(), today: '2026-11-28' },
    false,
  ).length === 0

describe('given a club typing in its form', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('should save once, after the typing pauses, with the last text and the version it saw', async () => {
    const api = fakeApi()
    const { saver, states } = saverWith(api)
    saver.change({ section: 'club', data: { name: 'P' } })
    await vi.advanceTimersByTimeAsync(500)
    saver.change({ section: 'club', data: { name: 'Partizan' } })
    await vi.advanceTimersByTimeAsync(799)
    expect(api.save).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1)
    expect(api.saves).toEqual([{ draft: { section: 'club', data: { name: 'Partizan' } }, version: 3 }])
    expect(states.at(-1)).toBe('saved')
    expect(saver.version).toBe(4)
  })

  it('should save at once when a field is left, without waiting for the pause', async () => {
    const api = fakeApi()
    const { saver } = saverWith(api)
    saver.change({ section: 'arena', data: { name: 'Arena' } })
    expect(await saver.flush()).toBe('saved')
    expect(api.save).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(api.save).toHaveBeenCalledTimes(1)
  })

  it('should send two sections one after the other, each with the version the previous save gave', async () => {
    const api = fakeApi()
    const { saver } = saverWith(api)
    saver.change({ section: 'club', data: { name: 'Partizan' } })
    saver.change({ section: 'arena', data: { name: 'Arena' } })
    await saver.flush()
    expect(api.saves.map((save) => [save.draft.section, save.version])).toEqual([
      ['club', 3],
      ['arena', 4],
    ])
  })

  it('should send the latest text of a section typed into while an earlier section was on its way', async () => {
    const api = fakeApi()
    const club = laterAnswer()
    api.save.mockImplementationOnce(async (draft, version) => {
      api.saves.push({ draft, version })
      return club.promise
    })
    const { saver, states } = saverWith(api)
    saver.change({ section: 'club', data: { name: 'Partizan' } })
    saver.change({ section: 'arena', data: { name: 'Arena' } })
    const flushed = saver.flush()
    // The club's save is on its way; the arena, waiting its turn, gets its capacity.
    await vi.advanceTimersByTimeAsync(0)
    saver.change({ section: 'arena', data: { name: 'Arena', capacity: 18_386 } })
    club.give({ kind: 'saved', view: draftApplication({ version: 4 }) })
    await flushed
    await vi.advanceTimersByTimeAsync(2000)

    expect(api.saves.map((save) => save.draft)).toEqual([
      { section: 'club', data: { name: 'Partizan' } },
      { section: 'arena', data: { name: 'Arena', capacity: 18_386 } },
    ])
    expect(states.at(-1)).toBe('saved')
  })

  it('should stop saving on a conflict and keep saying so, whatever is typed next', async () => {
    const api = fakeApi()
    api.answers.push({ kind: 'conflict' })
    const { saver, states } = saverWith(api)
    saver.change({ section: 'club', data: { name: 'Partizan' } })
    expect(await saver.flush()).toBe('conflict')
    saver.change({ section: 'club', data: { name: 'Partizan Mozzart' } })
    await vi.advanceTimersByTimeAsync(2000)
    expect(api.save).toHaveBeenCalledTimes(1)
    expect(states.at(-1)).toBe('conflict')
  })

  it('should not send a section with a malformed field, and send it once it is fixed', async () => {
    const api = fakeApi()
    const { saver, states } = saverWith(api, wellFormed)
    saver.change({ section: 'contacts', data: { president: { email: 'ostoja@' } } })
    expect(states.at(-1)).toBe('invalid')
    expect(await saver.flush()).toBe('invalid')
    expect(api.save).not.toHaveBeenCalled()

    saver.change({ section: 'contacts', data: { president: { name: 'Ostoja Mijailović' } } })
    expect(await saver.flush()).toBe('saved')
    expect(api.save).toHaveBeenCalledTimes(1)
  })

  it('should say the marked fields stop saving once everything else is saved', async () => {
    const api = fakeApi()
    const { saver } = saverWith(api, (draft) => draft.section !== 'contacts')
    saver.change({ section: 'contacts', data: { president: { email: 'ostoja@' } } })
    saver.change({ section: 'documents', data: {} })
    expect(await saver.flush()).toBe('invalid')
    expect(api.saves.map((save) => save.draft.section)).toEqual(['documents'])
  })

  it('should keep a draft the API could not take and try it again at the next flush', async () => {
    const api = fakeApi()
    api.answers.push({ kind: 'failed' })
    const { saver } = saverWith(api)
    saver.change({ section: 'staff', data: { headCoach: { name: 'Željko Obradović' } } })
    expect(await saver.flush()).toBe('failed')
    expect(await saver.flush()).toBe('saved')
    expect(api.saves.map((save) => save.draft.section)).toEqual(['staff', 'staff'])
  })
})
