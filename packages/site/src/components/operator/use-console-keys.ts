'use client'

import { useEffect, useRef } from 'react'

export type ConsoleKeyActions = {
  toggleClock: () => void
  undo: () => void
  shotClock: (seconds: 24 | 14) => void
  shot: (points: 1 | 2 | 3, made: boolean) => void
  /** F, O, R, A, S, T, B, X on the picked player. */
  playerKey: (key: 'f' | 'o' | 'r' | 'a' | 's' | 't' | 'b' | 'x') => void
  /** H or J, then 1 to 5: the nth player on court of the home or away team. */
  pickOnCourt: (side: 'home' | 'away', index: number) => void
  /** The open question's answers, by their number (1 = the first). */
  answer: (index: number) => void
  skipQuestion: () => void
  help: () => void
}

/** Typing in a field, or working a dialog, is not scoring. */
function outsideTheConsole(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable], [role="dialog"]') !== null
  )
}

const PLAYER_KEYS = ['f', 'o', 'r', 'a', 's', 't', 'b', 'x'] as const

/**
 * The console's keyboard, on the whole window. Space is caught first (capture phase) and always starts or
 * stops the clock: a focused button would otherwise take it as a press, and a scorer who tapped a player
 * must still stop the clock on the whistle without looking. While a question is open its answers take the
 * digits; otherwise 1–3 record a made shot and Shift+1–3 a missed one.
 */
export function useConsoleKeys(enabled: boolean, questionOpen: boolean, actions: ConsoleKeyActions): void {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  const pickingSide = useRef<'home' | 'away' | undefined>(undefined)
  useEffect(() => {
    if (!enabled) {
      return undefined
    }
    function onSpace(event: KeyboardEvent) {
      if (event.code !== 'Space' || outsideTheConsole(event.target)) {
        return
      }
      event.preventDefault()
      event.stopPropagation()
      if (event.type === 'keydown' && !event.repeat) {
        latest.current.toggleClock()
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.code === 'Space' || outsideTheConsole(event.target) || event.altKey) {
        return
      }
      const act = latest.current
      const key = event.key.toLowerCase()
      const digit = Number(/^Digit([0-9])$/.exec(event.code)?.[1] ?? Number.NaN)
      const side = pickingSide.current
      pickingSide.current = undefined
      if ((event.ctrlKey || event.metaKey) && key === 'z') {
        act.undo()
      } else if (event.ctrlKey || event.metaKey) {
        return
      } else if (side !== undefined && digit >= 1 && digit <= 5) {
        act.pickOnCourt(side, digit - 1)
      } else if (questionOpen && digit >= 1) {
        act.answer(digit - 1)
      } else if (questionOpen && key === 'escape') {
        act.skipQuestion()
      } else if (digit >= 1 && digit <= 3) {
        act.shot(digit as 1 | 2 | 3, !event.shiftKey)
      } else if (key === 'h' || key === 'j') {
        pickingSide.current = key === 'h' ? 'home' : 'away'
      } else if (key === 'k' || key === 'l') {
        act.shotClock(key === 'k' ? 24 : 14)
      } else if (event.key === '?') {
        act.help()
      } else if ((PLAYER_KEYS as readonly string[]).includes(key)) {
        act.playerKey(key as (typeof PLAYER_KEYS)[number])
      } else {
        return
      }
      event.preventDefault()
    }
    window.addEventListener('keydown', onSpace, true)
    window.addEventListener('keyup', onSpace, true)
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onSpace, true)
      window.removeEventListener('keyup', onSpace, true)
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [enabled, questionOpen])
}

/** The shortcuts as the help dialog lists them: keys and what they do (names in `ConsoleText`). */
export const consoleShortcuts = [
  { keys: 'Space', does: 'keyClock' },
  { keys: '1 2 3', does: 'keyMade' },
  { keys: 'Shift+1 2 3', does: 'keyMissed' },
  { keys: 'F', does: 'keyFoul' },
  { keys: 'O', does: 'keyOffensiveRebound' },
  { keys: 'R', does: 'keyDefensiveRebound' },
  { keys: 'A', does: 'keyAssist' },
  { keys: 'S', does: 'keySteal' },
  { keys: 'T', does: 'keyTurnover' },
  { keys: 'B', does: 'keyBlock' },
  { keys: 'X', does: 'keySubstitution' },
  { keys: 'K / L', does: 'keyShotClock' },
  { keys: 'Ctrl+Z', does: 'keyUndo' },
  { keys: 'H 1–5', does: 'keyPickHome' },
  { keys: 'J 1–5', does: 'keyPickAway' },
  { keys: '1–9 · Esc', does: 'keyAnswer' },
  { keys: '?', does: 'keyHelp' },
] as const
