import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextField } from '../text-field/text-field'
import { ErrorSummary } from './error-summary'

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: {
    title: 'There is a problem',
    description: 'Fix these before you send the application.',
    className: 'max-w-xl',
    problems: [
      { fieldId: 'club-name', message: 'Enter the club’s name.' },
      { fieldId: 'president-email', message: 'Enter an e-mail address like name@example.com.' },
      { fieldId: 'squad', message: 'Add at least 10 players; the squad has 8.' },
    ],
  },
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-4">
      <ErrorSummary {...args} />
      <TextField id="club-name" label="Club name" error="Enter the club’s name." />
      <TextField id="president-email" label="President’s e-mail" type="email" defaultValue="ana@" />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert', { name: 'There is a problem' })
    await expect(summary).toHaveFocus()
  },
}

export const OneProblem: Story = {
  args: { description: undefined, problems: [{ fieldId: 'club-name', message: 'Enter the club’s name.' }] },
}

export const FollowingALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Enter the club’s name.' }))
    await expect(canvas.getByRole('textbox', { name: 'Club name' })).toHaveFocus()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
