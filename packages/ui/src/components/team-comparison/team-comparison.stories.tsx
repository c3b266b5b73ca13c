import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TeamComparison } from './team-comparison'
import { comparisonStatistics, derby22_6, zadar22_6, type GameComparisonKey } from './team-comparison-fixture'

const meta = {
  title: 'Basketball/TeamComparison',
  component: TeamComparison<GameComparisonKey>,
  tags: ['autodocs'],
  args: {
    caption: 'Team statistics',
    statisticHeading: 'Statistic',
    home: zadar22_6,
    away: derby22_6,
    statistics: comparisonStatistics,
  },
} satisfies Meta<typeof TeamComparison<GameComparisonKey>>

export default meta
type Story = StoryObj<typeof meta>

/** Zadar 96–67 SC Derby (game 22_6, 2022-09-30): the box score's sums and the shooting percentages. */
export const FinishedGame: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Points/ })
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['96', '67'])
  },
}

export const SerbianLocale: Story = {
  args: {
    locale: 'sr',
    caption: 'Timska statistika',
    statisticHeading: 'Statistika',
    statistics: comparisonStatistics.map((statistic) => ({
      ...statistic,
      label: {
        points: 'Poeni',
        twoPointPercentage: 'Procenat za dva poena',
        threePointPercentage: 'Procenat za tri poena',
        freeThrowPercentage: 'Procenat slobodnih bacanja',
        rebounds: 'Skokovi',
        assists: 'Asistencije',
        turnovers: 'Izgubljene lopte',
        benchPoints: 'Poeni sa klupe',
      }[statistic.key],
    })),
  },
}

/** A live game before any free throw: the rows without a figure for both teams are left out. */
export const EarlyInTheGame: Story = {
  args: {
    home: { name: 'Zadar', values: { points: 8, rebounds: 3, assists: 2, freeThrowPercentage: null } },
    away: { name: 'SC Derby', values: { points: 2, rebounds: 4, assists: 0, freeThrowPercentage: null } },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <TeamComparison {...args} density="comfortable" width="full" caption="Comfortable, full width" />
      <TeamComparison {...args} density="compact" width="narrow" caption="Compact, narrow" />
    </div>
  ),
}
