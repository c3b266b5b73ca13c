import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, within } from 'storybook/test'
import { ColourField } from './colour-field'

const meta = {
  title: 'Forms/ColourField',
  component: ColourField,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: {
    label: 'Primary colour',
    pickerLabel: 'Choose the primary colour on a palette',
    description: 'Pick it on the palette or type a hex code such as #0b1f3a.',
  },
} satisfies Meta<typeof ColourField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = { args: { defaultValue: '#b83e0b' } }

export const WithError: Story = { args: { defaultValue: '#b83e', error: 'Pick a colour.' } }

export const Disabled: Story = { args: { disabled: true, defaultValue: '#0b1f3a' } }

export const TypingAHexCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Primary colour' })
    await userEvent.type(input, 'F7931E')
    await userEvent.tab()
    await expect(input).toHaveValue('#f7931e')
    await expect(canvas.getByLabelText('Choose the primary colour on a palette')).toHaveValue('#f7931e')
  },
}

export const PickingOnThePalette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    fireEvent.input(canvas.getByLabelText('Choose the primary colour on a palette'), { target: { value: '#0b1f3a' } })
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#0b1f3a')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultValue: '#b83e', error: 'Pick a colour.' },
}
