import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PushPermission } from './push-permission'

const meta = {
  title: 'Account/PushPermission',
  component: PushPermission,
  tags: ['autodocs'],
  args: { state: 'default', onEnable: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PushPermission>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn on notifications' }))
    await expect(args.onEnable).toHaveBeenCalledOnce()
  },
}
export const Pending: Story = { args: { pending: true } }
export const Granted: Story = { args: { state: 'granted' } }
export const Blocked: Story = { args: { state: 'blocked' } }
export const Unsupported: Story = { args: { state: 'unsupported' } }
export const Unconfigured: Story = { args: { state: 'unconfigured' } }

export const Matrix: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-4">
      {(['default', 'granted', 'blocked', 'unsupported', 'unconfigured'] as const).map((state) => (
        <PushPermission key={state} state={state} />
      ))}
    </div>
  ),
}
