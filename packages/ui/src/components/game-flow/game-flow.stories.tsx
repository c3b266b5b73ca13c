import type { Meta, StoryObj } from '@storybook/react-vite'
import { flow22_205, flow22_97, finalsGame5, overtimeGame } from '../../fixtures/flows'
import { flow22_6, game22_6 } from '../../fixtures/game-22-6'
import { GameFlow } from './game-flow'

const meta = {
  title: 'Basketball/GameFlow',
  component: GameFlow,
  tags: ['autodocs'],
  args: { points: flow22_97, home: overtimeGame.home, away: overtimeGame.away },
} satisfies Meta<typeof GameFlow>

export default meta
type Story = StoryObj<typeof meta>

/** SC Derby 101–100 Zadar after overtime: many lead changes. */
export const CloseGameWithOvertime: Story = {}

/** Zadar 96–67 SC Derby: SC Derby never led. */
export const OneSided: Story = { args: { points: flow22_6, home: game22_6.home, away: game22_6.away } }

/** Finals game 5: Partizan 96–85 Crvena zvezda. */
export const FinalsGame5: Story = { args: { points: flow22_205, home: finalsGame5.home, away: finalsGame5.away } }

/** Finals game 5 while live, eight minutes into the third quarter: the line stops at the game time. */
export const LiveThirdQuarter: Story = {
  args: {
    points: flow22_205.filter((point) => point.elapsedSeconds <= 1680),
    home: finalsGame5.home,
    away: finalsGame5.away,
    playedSeconds: 1680,
  },
}

export const SerbianLabels: Story = {
  args: {
    locale: 'sr',
    labels: {
      chart: 'Разлика у резултату по минутима',
      ahead: '{team} води',
      leadChanges: 'Промене вођства',
      ties: 'Изједначења',
      largestLead: 'Највећа предност',
      moment: '{team} +{margin} при {score} ({period}, {clock})',
      leadChange: '{team} преузима вођство {score} ({period}, {clock})',
      overtime: 'ПР{number}',
      quarter: '{period}. ч.',
    },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-8 lg:grid-cols-2">
      <GameFlow {...args} size="default" />
      <GameFlow {...args} size="compact" points={flow22_6} home={game22_6.home} away={game22_6.away} />
    </div>
  ),
}
