import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { shots22_6 } from '../../fixtures/game-22-6'
import { ShotChart } from './shot-chart'

const meta = {
  title: 'Basketball/ShotChart',
  component: ShotChart,
  tags: ['autodocs'],
  args: {
    shots: shots22_6,
    home: { name: 'Zadar', shortName: 'ZAD' },
    away: { name: 'SC Derby', shortName: 'SCD' },
  },
} satisfies Meta<typeof ShotChart>

export default meta
type Story = StoryObj<typeof meta>

export const BothTeams: Story = {}

export const HomeTeam: Story = { args: { team: 'home' } }

/** Luka Božić (player 2881): 10 of 17 field goals in 22_6. */
export const OnePlayer: Story = { args: { team: 'home', player: '2881' } }

export const MissedShots: Story = { args: { result: 'missed' } }

export const NoShots: Story = { args: { shots: [] } }

/** The filters are links: the page reads the query and renders the chart again. */
export const FilterLinks: Story = {
  args: { team: 'away', player: '2881' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const team = canvas.getByRole('group', { name: 'Team' })
    await expect(within(team).getByRole('link', { name: 'SC Derby' })).toHaveAttribute('aria-current', 'true')
    await expect(within(team).getByRole('link', { name: 'Zadar' })).toHaveAttribute('href', '?team=home')
    // Luka Božić plays for Zadar: under SC Derby he is not listed and his id is ignored.
    await expect(canvas.queryByRole('link', { name: 'Luka Božić' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Fletcher Magee' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\?team=away&player=/),
    )
  },
}

export const RussianLabels: Story = {
  args: {
    locale: 'ru',
    labels: {
      chart: 'Карта бросков',
      chartSummary: 'Попаданий: {made} из {attempted}',
      team: 'Команда',
      allTeams: 'Обе команды',
      player: 'Игрок',
      allPlayers: 'Все игроки',
      result: 'Результат',
      allResults: 'Все броски',
      made: 'Попадание',
      missed: 'Промах',
      zone: 'Зона',
      madeAttempted: 'Попадания / броски',
      paint: 'Трёхсекундная зона',
      'mid-range': 'Средняя дистанция',
      'corner-three': 'Трёхочковый из угла',
      'above-the-break-three': 'Трёхочковый с дуги',
    },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-8 lg:grid-cols-2">
      <ShotChart {...args} density="comfortable" team="home" />
      <ShotChart {...args} density="compact" team="away" />
    </div>
  ),
}
