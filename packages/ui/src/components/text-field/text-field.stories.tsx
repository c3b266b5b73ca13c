import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextField } from './text-field'

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: { label: 'Email', type: 'email', autoComplete: 'email', className: 'w-80' },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithHint: Story = {
  args: {
    label: 'Lozinka',
    type: 'password',
    description: 'Najmanje 8 znakova, sa bar jednim slovom i jednim brojem.',
  },
}

export const WithError: Story = {
  args: {
    label: 'Password',
    type: 'password',
    defaultValue: 'short',
    description: 'At least 8 characters, with at least one letter and one number.',
    error: 'The password needs at least 8 characters, with at least one letter and one number.',
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'fan@example.com' } }

export const AllStates: Story = {
  render: () => (
    <div className="flex w-80 flex-col gap-4">
      <TextField label="Name" defaultValue="Ana Fan" />
      <TextField label="Email" type="email" description="We never share it." />
      <TextField label="Password" type="password" error="Enter a password." />
      <TextField label="Disabled" disabled defaultValue="—" />
    </div>
  ),
}

export const Typing: Story = {
  args: { label: 'Name', type: 'text' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' })
    await userEvent.type(input, 'Ana Fan')
    await expect(input).toHaveValue('Ana Fan')
  },
}
