import { useEffect } from 'react'
import type { OperatorPadAction } from './operator-pad-action'

export type PlayerActions = {
  playerAction: (kind: 'assist' | 'turnover' | 'steal' | 'foul') => void
  shot: (points: 1 | 2 | 3, made: boolean) => void
  rebound: (offensive: boolean) => void
}

/** The pad's keys, on the whole window while the pad is enabled: the scorer never leaves the home row. */
export function useScoringKeys({
  disabled,
  clockRunning,
  onAction,
  actions: { playerAction, shot, rebound },
}: {
  disabled: boolean
  clockRunning: boolean
  onAction: (action: OperatorPadAction) => void
  actions: PlayerActions
}) {
  useEffect(() => {
    if (disabled) {
      return undefined
    }
    function onKeyDown(event: KeyboardEvent) {
      // Typing in a field of the page is not scoring.
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) {
        return
      }
      const digit = /^Digit([123])$/.exec(event.code)?.[1]
      if (event.code === 'Space' && !(event.target instanceof HTMLButtonElement)) {
        onAction({ kind: 'clock', running: !clockRunning })
      } else if (digit !== undefined) {
        shot(Number(digit) as 1 | 2 | 3, !event.shiftKey)
      } else if (event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey)) {
        onAction({ kind: 'undo' })
      } else if (!event.ctrlKey && !event.metaKey && !event.altKey) {
        const key = event.key.toLowerCase()
        const actions: Record<string, () => void> = {
          k: () => onAction({ kind: 'shot_clock', seconds: 24 }),
          l: () => onAction({ kind: 'shot_clock', seconds: 14 }),
          f: () => playerAction('foul'),
          a: () => playerAction('assist'),
          s: () => playerAction('steal'),
          t: () => playerAction('turnover'),
          o: () => rebound(true),
          r: () => rebound(false),
        }
        const action = actions[key]
        if (action === undefined) {
          return
        }
        action()
      } else {
        return
      }
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  })
}
