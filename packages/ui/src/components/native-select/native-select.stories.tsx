import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NativeSelectField } from './native-select'

const meta = {
  title: 'Forms/NativeSelectField',
  component: NativeSelectField,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: {
    label: 'Nationality',
    placeholder: 'Choose a country',
    options: [
      { value: 'BA', label: 'Bosnia and Herzegovina' },
      { value: 'HR', label: 'Croatia' },
      { value: 'ME', label: 'Montenegro' },
      { value: 'RS', label: 'Serbia' },
      { value: 'SI', label: 'Slovenia' },
    ],
    className: 'max-w-md',
  },
} satisfies Meta<typeof NativeSelectField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Chosen: Story = { args: { defaultValue: 'RS' } }

export const WithError: Story = { args: { error: 'Choose a country.' } }

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { error: 'Choose a country.' },
}

export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('combobox', { name: 'Nationality' })
    await userEvent.selectOptions(list, 'SI')
    await expect(list).toHaveValue('SI')
  },
}
