import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button/button'
import { SaveStatus } from './save-status'

const meta = {
  title: 'Forms/SaveStatus',
  component: SaveStatus,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: { state: 'saved', message: 'Saved at 14:02' },
} satisfies Meta<typeof SaveStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = { args: { state: 'idle', message: undefined } }

// The spinner stands still in screenshots (animations are disabled there).
export const Saving: Story = { args: { state: 'saving', message: 'Saving…' } }

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved at 14:02')
  },
}

export const NotSaved: Story = {
  args: {
    state: 'error',
    message: 'Not saved: you are offline. What you typed stays on this page.',
    action: (
      <Button variant="outline" size="lg">
        Try again
      </Button>
    ),
  },
}

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <SaveStatus state="saving" message="Spremanje…" />
      <SaveStatus state="saved" message="Sačuvano u 14:02" />
      <SaveStatus state="error" message="Nije sačuvano: nema veze sa serverom" />
    </div>
  ),
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: NotSaved.args,
}
