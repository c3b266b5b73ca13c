import type { Meta, StoryObj } from '@storybook/react-vite'
import type * as React from 'react'
import { expect, within } from 'storybook/test'
import { cyrillicGame, finalGame, liveGame, scheduledGame } from '../../fixtures/games'
import { GameCard } from './game-card'

/** Stands in for the router's Link (next/link): an anchor that receives the card as its content. */
function RouterLink({ children, ...props }: React.ComponentProps<'a'>) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  )
}

const meta = {
  title: 'Basketball/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  args: finalGame,
  // Cards live in grids: a story shows one at a typical column width unless it sets its own.
  decorators: [
    (Story, { parameters }) => (
      <div className={String(parameters['maxWidth'] ?? 'max-w-sm')}>
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
    children: <RouterLink href="/en/games/22-6" />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Zadar \(winner\)/ })
    await expect(link).toHaveAttribute('href', '/en/games/22-6')
    await expect(link).toHaveAttribute('data-router-link')
  },
}

export const Matrix: Story = {
  parameters: { maxWidth: 'max-w-none' },
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <GameCard {...scheduledGame} />
      <GameCard {...liveGame} />
      <GameCard {...finalGame} />
      <GameCard {...cyrillicGame} locale="sr" />
    </div>
  ),
}
