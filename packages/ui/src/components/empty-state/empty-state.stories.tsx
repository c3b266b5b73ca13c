import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button/button'
import { EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from './empty-state'

const icon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3v18" />
  </svg>
)

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  render: (args) => (
    <EmptyState {...args} aria-labelledby="empty-title">
      <EmptyStateIcon>{icon}</EmptyStateIcon>
      <EmptyStateTitle id="empty-title">Nema odigranih utakmica</EmptyStateTitle>
      <EmptyStateDescription>Liga Sur has not played a game this season yet.</EmptyStateDescription>
      <EmptyStateActions>
        <Button variant="outline">Schedule</Button>
      </EmptyStateActions>
    </EmptyState>
  ),
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Outline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Nema odigranih utakmica' })).toBeVisible()
  },
}
export const Plain: Story = { args: { variant: 'plain' } }
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['outline', 'plain'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <EmptyState key={`${variant}-${size}`} variant={variant} size={size}>
            <EmptyStateTitle as="h3">Нема фотографија</EmptyStateTitle>
            <EmptyStateDescription>
              {variant}, {size}
            </EmptyStateDescription>
          </EmptyState>
        )),
      )}
    </div>
  ),
}
