import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextareaField } from './textarea'

const meta = {
  title: 'Forms/TextareaField',
  component: TextareaField,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: { label: 'Arena address', description: 'Street, number, postcode and town.', className: 'max-w-md' },
} satisfies Meta<typeof TextareaField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = {
  args: { defaultValue: 'Bulevar Arsenija Čarnojevića 58\n11070 Beograd' },
}

export const WithError: Story = {
  args: { error: 'Enter the arena’s address.' },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Bulevar Arsenija Čarnojevića 58' } }

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { size: 'lg', error: 'Enter the arena’s address.' },
}

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Arena address' })
    await userEvent.type(textarea, 'Ulica 1{Enter}Beograd')
    await expect(textarea).toHaveValue('Ulica 1\nBeograd')
  },
}
