// Every text of the console in the page's language, read once on the server and passed to the client leaf.
import type { getTranslations } from 'next-intl/server'
import english from '../../../messages/en.json'
import type { OperatorPadLabels } from '@league/ui/components/operator-pad/operator-pad'
import type { LiveEvent } from './pad-events'

type OperatorTranslator = Awaited<ReturnType<typeof getTranslations<'Operator'>>>

export const eventTypes = [
  'starting_lineup',
  'period_start',
  'period_end',
  'clock_start',
  'clock_stop',
  'clock_adjust',
  'shot_clock_reset',
  'shot_clock_adjust',
  'shot',
  'rebound',
  'assist',
  'steal',
  'block',
  'turnover',
  'foul',
  'foul_drawn',
  'timeout',
  'substitution',
  'game_end',
  'correction',
  'insertion',
  'score_correction',
  'jump_ball',
  'held_ball',
] as const satisfies readonly LiveEvent['type'][]

/** Compiles only while every event type of the catalogue is in `eventTypes`, so none lacks its words. */
export const everyEventTypeNamed: [Exclude<LiveEvent['type'], (typeof eventTypes)[number]>] extends [never]
  ? true
  : never = true

export const tvGraphics = ['team-comparison', 'game-leaders', 'player-card', 'standings'] as const

/** The scorer's console's own words (`Operator.console`): prompts, team buttons, play-by-play, clocks, help. */
export type ConsoleText = (typeof english)['Operator']['console']

export type ConsoleLabels = {
  pad: OperatorPadLabels
  text: ConsoleText
  events: Record<LiveEvent['type'], string>
  connection: { open: string; reconnecting: string; closed: string }
  phase: { scheduled: string; period: string; break: string; final: string }
  state: string
  /** "Q{period}"-style name with {period}. */
  period: string
  gameClock: string
  shotClock: string
  teamFouls: string
  timeoutsLeft: string
  /** Under the team that shoots free throws on the next foul ({@link inBonus}). */
  bonus: string
  lineupTitle: string
  lineupHint: string
  lineupConfirm: string
  periodStart: string
  gameEnd: string
  waitingTitle: string
  waitingNone: string
  /** "Includes events not yet sent: {count}". */
  provisional: string
  possessionTitle: string
  /** "Jump ball won: {team}". */
  jumpBallWon: string
  /** "Next alternating possession: {team}". */
  arrowTo: string
  arrowUnset: string
  heldBall: string
  offline: string
  conflict: string
  sendAgain: string
  discard: string
  refused: string
  authProblem: string
  undoWait: string
  nothingToUndo: string
  replayTitle: string
  replaySpeed: string
  replayStart: string
  replayStarted: string
  fanPage: string
  scoresheet: string
  screensTitle: string
  lowerThird: string
  nobody: string
  tvGraphic: string
  graphics: Record<(typeof tvGraphics)[number], string>
  cardPlayer: string
  screensSave: string
  screensSaved: string
}

export function consoleLabels(t: OperatorTranslator): ConsoleLabels {
  return {
    pad: {
      pad: t('pad.pad'),
      clockStart: t('pad.clockStart'),
      clockStop: t('pad.clockStop'),
      shotClock24: t('pad.shotClock24'),
      shotClock14: t('pad.shotClock14'),
      made: t.raw('pad.made') as string,
      missed: t.raw('pad.missed') as string,
      foul: t('pad.foul'),
      offensiveRebound: t('pad.offensiveRebound'),
      defensiveRebound: t('pad.defensiveRebound'),
      assist: t('pad.assist'),
      steal: t('pad.steal'),
      turnover: t('pad.turnover'),
      timeout: t('pad.timeout'),
      substitution: t('pad.substitution'),
      substitutionPick: t.raw('pad.substitutionPick') as string,
      cancel: t('pad.cancel'),
      periodEnd: t('pad.periodEnd'),
      undo: t('pad.undo'),
      onCourt: t('pad.onCourt'),
      bench: t('pad.bench'),
      fouls: t.raw('pad.fouls') as string,
      pickPlayer: t('pad.pickPlayer'),
    },
    // Raw: several carry placeholders the console fills in the browser.
    text: Object.fromEntries(
      Object.keys(english.Operator.console).map((key) => [key, t.raw(`console.${key as keyof ConsoleText}`)]),
    ) as ConsoleText,
    events: Object.fromEntries(eventTypes.map((type) => [type, t(`events.${type}`)])) as Record<
      LiveEvent['type'],
      string
    >,
    connection: {
      open: t('connection.open'),
      reconnecting: t('connection.reconnecting'),
      closed: t('connection.closed'),
    },
    phase: {
      scheduled: t('phase.scheduled'),
      period: t('phase.period'),
      break: t('phase.break'),
      final: t('phase.final'),
    },
    state: t('state'),
    period: t.raw('period') as string,
    gameClock: t('gameClock'),
    shotClock: t('shotClock'),
    teamFouls: t.raw('teamFouls') as string,
    timeoutsLeft: t.raw('timeoutsLeft') as string,
    bonus: t('bonus'),
    lineupTitle: t('lineupTitle'),
    lineupHint: t('lineupHint'),
    lineupConfirm: t('lineupConfirm'),
    periodStart: t.raw('periodStart') as string,
    gameEnd: t('gameEnd'),
    waitingTitle: t.raw('waitingTitle') as string,
    waitingNone: t('waitingNone'),
    provisional: t.raw('provisional') as string,
    possessionTitle: t('possessionTitle'),
    jumpBallWon: t.raw('jumpBallWon') as string,
    arrowTo: t.raw('arrowTo') as string,
    arrowUnset: t('arrowUnset'),
    heldBall: t('heldBall'),
    offline: t('offline'),
    conflict: t('conflict'),
    sendAgain: t('sendAgain'),
    discard: t('discard'),
    refused: t.raw('refused') as string,
    authProblem: t('authProblem'),
    undoWait: t('undoWait'),
    nothingToUndo: t('nothingToUndo'),
    replayTitle: t('replayTitle'),
    replaySpeed: t('replaySpeed'),
    replayStart: t('replayStart'),
    replayStarted: t('replayStarted'),
    fanPage: t('fanPage'),
    scoresheet: t('scoresheet'),
    screensTitle: t('screensTitle'),
    lowerThird: t('lowerThird'),
    nobody: t('nobody'),
    tvGraphic: t('tvGraphic'),
    graphics: {
      'team-comparison': t('graphics.team-comparison'),
      'game-leaders': t('graphics.game-leaders'),
      'player-card': t('graphics.player-card'),
      standings: t('graphics.standings'),
    },
    cardPlayer: t('cardPlayer'),
    screensSave: t('screensSave'),
    screensSaved: t.raw('screensSaved') as string,
  }
}

/** Fills `{name}` placeholders of a raw message in the browser (the server passed it unformatted). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
