// The import's progress bar on the terminal (stderr), for the CLI's own import and one through the running API.
import { SingleBar } from 'cli-progress'
import type { ImportProgress } from './progress.ts'

export type ImportProgressBar = {
  update: (progress: ImportProgress) => void
  /** Fills the bar and stops it (after a completed import). */
  finish: () => void
  /** Stops drawing, wherever the bar stands (also after a failure). */
  stop: () => void
}

/** A bar drawn only when asked for and stderr is a terminal; otherwise every call does nothing. */
export function importProgressBar(wanted: boolean): ImportProgressBar {
  const bar = new SingleBar({
    format: '{bar} {percentage}% | {step}',
    hideCursor: true,
    clearOnComplete: false,
    noTTYOutput: false,
  })
  const show = wanted && process.stderr.isTTY
  let started = false
  return {
    update: ({ step, completed, total }) => {
      if (!show) {
        return
      }
      if (!started) {
        bar.start(Math.max(total, 1), completed, { step })
        started = true
      }
      bar.setTotal(Math.max(total, 1))
      bar.update(completed, { step })
    },
    finish: () => {
      if (started) {
        bar.update(bar.getTotal(), { step: 'done' })
        bar.stop()
        started = false
      }
    },
    stop: () => {
      if (started) {
        bar.stop()
        started = false
      }
    },
  }
}
