// A live-games stand-in for the stream tests: one channel the test publishes screens directives to by hand,
// and how many streams follow it.
import type { ScreensDirective } from '../../src/contract/screens.ts'

export function fakeLiveGames() {
  let deliverScreens: ((directive: ScreensDirective) => void) | undefined
  let subscribed = 0
  return {
    liveGames: {
      now: () => 0,
      subscribe(
        _channel: string,
        _listener: unknown,
        onScreens?: (directive: ScreensDirective) => void,
      ): Promise<() => Promise<void>> {
        subscribed += 1
        deliverScreens = onScreens
        return Promise.resolve(async () => {
          subscribed -= 1
        })
      },
    },
    publish: (directive: ScreensDirective) => deliverScreens?.(directive),
    subscribers: () => subscribed,
  }
}

/** A screens directive of game 22-6 at `revision` (about 150 bytes as a message). */
export function directiveOfRevision(revision: number): ScreensDirective {
  return {
    gameId: '22-6',
    revision,
    updatedAt: null,
    broadcast: { lowerThird: null },
    tvStats: { graphic: 'game-leaders' },
  }
}
