import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { cyrillicGame, finalGame, liveGame, scheduledGame } from '../../fixtures/games'
import { GameCard } from './game-card'

const meta = {
  title: 'Basketball/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  args: finalGame,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameCard>

export default meta
type Story = StoryObj<typeof meta>

export const Final: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link')
    await expect(link).toHaveAttribute('href', '/en/games/22-6')
    await expect(link).toHaveTextContent('Zadar (winner)')
  },
}

export const Live: Story = { args: liveGame }

export const Scheduled: Story = { args: scheduledGame }

export const SerbianCyrillic: Story = {
  args: { ...cyrillicGame, locale: 'sr', labels: { final: 'Крај', winner: 'победник' } },
}

export const WithoutLink: Story = { args: { ...finalGame, href: undefined } }

export const AsChildLink: Story = {
  args: {
    href: undefined,
    asChild: true,
    children: <a href="/en/games/22-6" aria-label="Zadar 96, SC Derby 67, final" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zadar 96, SC Derby 67, final' })).toHaveAttribute(
      'href',
      '/en/games/22-6',
    )
  },
}

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <GameCard {...scheduledGame} />
      <GameCard {...liveGame} />
      <GameCard {...finalGame} />
      <GameCard {...cyrillicGame} locale="sr" />
    </div>
  ),
}
