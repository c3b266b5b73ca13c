// Progress of an import, counted in rows so the bar moves with the big tables.
import type { SeasonFiles } from './season-files.ts'

export type ImportProgress = {
  /** What is being done, e.g. "reading aba-2022-23" or "writing play-by-play 2022-23". */
  step: string
  completed: number
  total: number
}

export type ProgressListener = (progress: ImportProgress) => void

export class ProgressCounter {
  private completed = 0
  private total = 0
  private currentStep = ''
  private readonly listener: ProgressListener | undefined

  constructor(listener: ProgressListener | undefined) {
    this.listener = listener
  }

  /** The total is the number of rows to write. */
  plan(seasons: SeasonFiles[]): void {
    this.total = seasons.reduce(
      (sum, season) =>
        sum +
        season.games.length * 2 +
        season.teams.length +
        season.players.length +
        season.boxScores.length +
        season.playByPlay.length +
        season.shots.length,
      0,
    )
    this.report()
  }

  step(name: string): void {
    this.currentStep = name
    this.report()
  }

  advance(rows: number): void {
    this.completed = Math.min(this.total, this.completed + rows)
    this.report()
  }

  private report(): void {
    this.listener?.({ step: this.currentStep, completed: this.completed, total: this.total })
  }
}
