// The PGlite gate: one task at a time, a waiting write before every waiting read, and a failure never
// leaves the gate shut. Tasks are held by promises the test resolves, so the order is exact.
import { describe, expect, it } from 'vitest'
import { createPriorityGate, type Lane } from '../../src/db/priority-gate.ts'

function controllable() {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return { released, release }
}

describe('given a gate whose one slot a read holds', () => {
  it('should run a write that arrives after queued reads before them, and the reads in their order', async () => {
    const gate = createPriorityGate()
    const started: string[] = []
    const hold = controllable()
    const task = (name: string, lane: Lane, until?: Promise<void>) =>
      gate.run(lane, async () => {
        started.push(name)
        await until
        return name
      })

    const held = task('held read', 'read', hold.released)
    const reads = [task('read 1', 'read'), task('read 2', 'read')]
    const write = task('write', 'write')
    expect(gate.waiting()).toEqual({ write: 1, read: 2 })
    expect(started).toEqual(['held read'])

    hold.release()
    await Promise.all([held, write, ...reads])
    expect(started).toEqual(['held read', 'write', 'read 1', 'read 2'])
    expect(gate.waiting()).toEqual({ write: 0, read: 0 })
  })

  it('should not interrupt the running read: a write waits for it to finish', async () => {
    const gate = createPriorityGate()
    const hold = controllable()
    let readFinished = false
    const held = gate.run('read', async () => {
      await hold.released
      readFinished = true
    })
    const write = gate.run('write', async () => readFinished)
    hold.release()
    await held
    expect(await write).toBe(true)
  })

  it('should open the gate again after a task fails', async () => {
    const gate = createPriorityGate()
    const failing = gate.run('write', async () => {
      throw new Error('refused')
    })
    const next = gate.run('read', async () => 'served')
    await expect(failing).rejects.toThrow('refused')
    expect(await next).toBe('served')
  })
})
