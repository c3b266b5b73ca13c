import { getTranslations } from 'next-intl/server'

/** The cue panel's words, translated on the server for the console's client panel (placeholders kept). */
export async function broadcastCueLabels() {
  const [t, screens] = await Promise.all([getTranslations('Broadcast'), getTranslations('Screens')])
  return {
    title: t('cueTitle'),
    onAir: t('onAir'),
    offAir: t('offAir'),
    takeOn: t('takeOn'),
    takeOff: t('takeOff'),
    preview: t('preview'),
    previewOf: t('previewOf', { graphic: '{graphic}' }),
    player: t('player'),
    graphic: t('graphic'),
    failed: t('cueFailed'),
    graphics: {
      scoreBug: t('scoreBug'),
      lowerThird: t('lowerThird'),
      tvStats: t('tvStats'),
    },
    tvGraphics: {
      'team-comparison': screens('teamComparison'),
      'game-leaders': screens('gameLeaders'),
      'player-card': screens('playerCard'),
      standings: screens('standings'),
    },
  }
}

export type BroadcastCueLabels = Awaited<ReturnType<typeof broadcastCueLabels>>
