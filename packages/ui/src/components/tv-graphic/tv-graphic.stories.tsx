import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GameLeaders, PlayerCard, StatComparison, TvGraphic } from './tv-graphic'

// Zadar v SC Derby (22_6, 96:67): the teams' real totals and leaders.
const zadar = { name: 'Zadar', shortName: 'ZAD' }
const derby = { name: 'SC Derby', shortName: 'SCD' }

const meta = {
  title: 'Screens/TvGraphic',
  component: TvGraphic,
  tags: ['autodocs'],
  args: { title: 'Team comparison', subtitle: 'Zadar 96 : 67 SC Derby', size: 'compact' },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TvGraphic>

export default meta
type Story = StoryObj<typeof meta>

export const TeamComparison: Story = {
  render: (args) => (
    <TvGraphic {...args}>
      <StatComparison
        home={zadar}
        away={derby}
        rows={[
          { label: 'Points', home: 96, away: 67, homeText: '96', awayText: '67' },
          { label: 'Rebounds', home: 42, away: 30, homeText: '42', awayText: '30' },
          { label: 'Assists', home: 22, away: 13, homeText: '22', awayText: '13' },
          { label: 'Turnovers', home: 9, away: 17, homeText: '9', awayText: '17' },
        ]}
      />
    </TvGraphic>
  ),
  play: async ({ canvasElement }) => {
    const graphic = within(canvasElement).getByRole('region', { name: 'Team comparison' })
    await expect(within(graphic).getByRole('rowheader', { name: 'Points' })).toBeVisible()
  },
}

export const Leaders: Story = {
  args: { title: 'Game leaders' },
  render: (args) => (
    <TvGraphic {...args}>
      <GameLeaders
        home={zadar}
        away={derby}
        categories={[
          { label: 'Points', home: { name: 'Luka Božić', number: '29', value: '30' }, away: null },
          { label: 'PIR', home: { name: 'Luka Božić', number: '29', value: '48' }, away: null },
        ]}
      />
    </TvGraphic>
  ),
}

export const Player: Story = {
  args: { title: 'Player', subtitle: undefined },
  render: (args) => (
    <TvGraphic {...args}>
      <PlayerCard
        name="Luka Božić"
        number="29"
        team={zadar}
        stats={[
          { label: 'PTS', value: '30' },
          { label: 'REB', value: '13' },
          { label: 'AST', value: '7' },
          { label: 'PIR', value: '48' },
        ]}
      />
    </TvGraphic>
  ),
}
