import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { scoreboard22_6 } from '../../fixtures/game-22-6'
import { Scoreboard, type ScoreboardProps } from './scoreboard'

// 22_6 with 0:46 left: SC Derby won the opening jump ball, so after three period starts the
// alternating-possession arrow points to SC Derby (away).
const base = {
  home: scoreboard22_6.home,
  away: scoreboard22_6.away,
  period: scoreboard22_6.period,
  clockMs: scoreboard22_6.clockMs,
  shotClockMs: 14_000,
  possession: 'away',
} satisfies ScoreboardProps

const meta = {
  title: 'Basketball/Scoreboard',
  component: Scoreboard,
  tags: ['autodocs'],
  args: base,
} satisfies Meta<typeof Scoreboard>

export default meta
type Story = StoryObj<typeof meta>

export const Page: Story = {}

export const Arena: Story = { args: { variant: 'arena', shotClockMs: 4_300 } }

export const Broadcast: Story = { args: { variant: 'broadcast' } }

export const StartOfGame: Story = {
  args: {
    period: 1,
    clockMs: 600_000,
    shotClockMs: 24_000,
    possession: null,
    home: { ...base.home, score: 0, fouls: 0, timeoutsLeft: 2 },
    away: { ...base.away, score: 0, fouls: 0, timeoutsLeft: 2 },
  },
}

export const Overtime: Story = { args: { period: 5, clockMs: 183_000, shotClockMs: 0 } }

export const RussianLabels: Story = {
  args: {
    locale: 'ru',
    home: { ...base.home, name: 'Задар' },
    away: { ...base.away, name: 'СК Дерби' },
    labels: {
      scoreboard: 'Табло',
      period: '{period}-я четверть',
      fouls: 'Командные фолы',
      bonus: 'Штрафные броски',
      timeoutsLeft: 'Осталось тайм-аутов: {count}',
      possession: 'Стрелка владения: {team}',
      gameClock: 'Игровое время',
      shotClock: 'Время атаки',
    },
  },
}

function LiveScoreboard(props: ScoreboardProps) {
  const [homeScore, setHomeScore] = useState(props.home.score)
  return (
    <div className="flex flex-col gap-3">
      <Scoreboard {...props} home={{ ...props.home, score: homeScore }} />
      <button
        type="button"
        className="self-start rounded-brand bg-primary px-3 py-2 text-on-primary"
        onClick={() => setHomeScore((score) => score + 2)}
      >
        Zadar scores 2
      </button>
    </div>
  )
}

export const LiveUpdate: Story = {
  render: (args) => <LiveScoreboard {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Zadar scores 2' }))
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Zadar 94, SC Derby 67')
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {(['page', 'broadcast', 'arena'] as const).map((variant) => (
        <Scoreboard key={variant} {...args} variant={variant} aria-label={`Scoreboard, ${variant}`} />
      ))}
    </div>
  ),
}

/** The hall's scoreboard screen: the arena board on a display of its own. */
export const ArenaScreen: Story = { args: { variant: 'arena', size: 'screen', shotClockMs: 4_300 } }

/** The broadcast screen's strip, sized for a 1080p picture. */
export const BroadcastScreen: Story = { args: { variant: 'broadcast', size: 'screen' } }
