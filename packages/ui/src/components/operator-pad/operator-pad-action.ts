// What the pad asks for, in a module of its own: the pad and its scoring-keys hook both name it.
/** What the scorer asked for; the caller turns it into a live event (the kit knows no event catalogue). */
export type OperatorPadAction =
  | { kind: 'clock'; running: boolean }
  | { kind: 'shot_clock'; seconds: 24 | 14 }
  | { kind: 'shot'; teamId: string; playerId: string; points: 1 | 2 | 3; made: boolean }
  | { kind: 'rebound'; teamId: string; playerId: string; offensive: boolean }
  | { kind: 'assist' | 'turnover' | 'steal' | 'foul'; teamId: string; playerId: string }
  | { kind: 'timeout'; teamId: string }
  | { kind: 'substitution'; teamId: string; playerOut: string; playerIn: string }
  | { kind: 'period_end' }
  | { kind: 'undo' }
