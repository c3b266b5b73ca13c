import { getTranslations } from 'next-intl/server'

/**
 * Every text a screen shows, translated on the server and handed to the screens' client components as plain
 * strings (placeholders such as `{period}` are filled by the kit or the screen).
 */
export async function screenLabels() {
  const [t, game] = await Promise.all([getTranslations('Screens'), getTranslations('Game')])
  return {
    connection: { open: t('live'), reconnecting: t('reconnecting'), closed: t('offline') },
    scoreboard: {
      scoreboard: t('scoreboard'),
      period: t('period', { period: '{period}' }),
      overtime: t('overtime', { number: '{number}' }),
      gameClock: t('gameClock'),
      fouls: t('fouls'),
      bonus: t('bonus'),
      bonusDescription: t('bonusDescription', { team: '{team}' }),
      timeoutsLeft: t('timeoutsLeft', { count: '{count}' }),
      possession: t('possession', { team: '{team}' }),
      shotClock: t('shotClock'),
      shotClockExpired: t('shotClockExpired'),
      liveScore: t('liveScore', { home: '{home}', homeScore: '{homeScore}', away: '{away}', awayScore: '{awayScore}' }),
    },
    phase: { final: t('final'), break: t('periodBreak'), scheduled: t('notStarted') },
    shotClock: { shotClock: t('shotClock'), expired: t('shotClockExpired'), off: t('shotClockOff') },
    playerStats: {
      onCourt: t('onCourt'),
      board: {
        number: t('number'),
        player: t('player'),
        points: t('points'),
        pointsLong: t('pointsLong'),
        fouls: t('foulsShort'),
        foulsLong: t('foulsLong'),
        pir: t('pir'),
        pirLong: t('pirLong'),
        fouledOut: t('fouledOut'),
        page: t('page', { page: '{page}', pageCount: '{pageCount}' }),
      },
    },
    tv: {
      teamComparison: t('teamComparison'),
      gameLeaders: t('gameLeaders'),
      playerCard: t('playerCard'),
      standings: t('standings'),
      points: t('pointsLong'),
      rebounds: t('rebounds'),
      assists: t('assists'),
      steals: t('steals'),
      turnovers: t('turnovers'),
      blocks: t('blocks'),
      fieldGoals: t('fieldGoals'),
      threePointers: t('threePointers'),
      freeThrows: t('freeThrows'),
      pir: t('pir'),
      noneYet: t('noneYet'),
      statistic: game('statistic'),
      notStarted: t('notStarted'),
      short: { points: t('points'), rebounds: t('reboundsShort'), assists: t('assistsShort'), pir: t('pir') },
      lowerThird: t('lowerThird', { name: '{name}' }),
    },
  }
}

export type ScreenLabels = Awaited<ReturnType<typeof screenLabels>>
