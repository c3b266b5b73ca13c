import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ConnectionStatus } from './connection-status'

const meta = {
  title: 'Screens/ConnectionStatus',
  component: ConnectionStatus,
  tags: ['autodocs'],
  args: { state: 'open' },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ConnectionStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Live')
  },
}
export const Reconnecting: Story = { args: { state: 'reconnecting' } }
export const Closed: Story = { args: { state: 'closed', labels: { closed: 'Veza prekinuta' } } }

export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['small', 'screen'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-4">
          {(['open', 'reconnecting', 'closed'] as const).map((state) => (
            <ConnectionStatus key={state} size={size} state={state} />
          ))}
        </div>
      ))}
    </div>
  ),
}
