import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  TabLinks,
  Tabs,
  TabsContent,
  TabsList,
  tabId,
  useRememberedTab,
  type TabDefinition,
  type TabsProps,
} from './tabs'

const gameTabs: TabDefinition[] = [
  { name: 'Box Score' },
  { name: 'Play by Play' },
  { name: 'Shot Chart' },
  { name: 'Photos', disabled: true },
]

const seasonTabs: TabDefinition[] = [
  { name: 'Регуларни део сезоне' },
  { name: 'Четвртфинале' },
  { name: 'Полуфинале' },
  { name: 'Финале' },
]

function GamePanels() {
  return (
    <>
      <TabsList aria-label="Game centre" />
      <TabsContent value="box-score">Kevin Punter — 32 PTS, 5 REB, PIR 36</TabsContent>
      <TabsContent value="play-by-play">Q4 · 00:00 · Partizan Mozzart Bet 96:85</TabsContent>
      <TabsContent value="shot-chart">25 356 shots this season</TabsContent>
      <TabsContent value="photos">No photos</TabsContent>
    </>
  )
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs: gameTabs, defaultValue: 'box-score', onValueChange: fn(), onActiveTabClick: fn() },
  render: (args) => (
    <Tabs {...args}>
      <GamePanels />
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const FirstTab: Story = {}

export const DefaultTab: Story = {
  args: { defaultValue: 'shot-chart' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { selected: true })).toHaveTextContent('Shot Chart')
  },
}

export const KeyboardSwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Box Score' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Play by Play' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Q4')
    await expect(args.onValueChange).toHaveBeenCalledWith('play-by-play')
    // Photos is disabled: the arrow key skips it and wraps to the first tab.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Box Score' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const ClickActiveTab: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Box Score' }))
    await expect(args.onActiveTabClick).toHaveBeenCalledWith('box-score')
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

/** The page owns the value: here a parent's state, shown beside the tabs. */
function ControlledGameTabs(args: TabsProps) {
  const [value, setValue] = useState('play-by-play')
  return (
    <div className="grid gap-2">
      <Tabs
        {...args}
        defaultValue={undefined}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          args.onValueChange?.(next)
        }}
      >
        <GamePanels />
      </Tabs>
      <output aria-label="Chosen tab" className="text-sm text-on-muted">
        {value}
      </output>
    </div>
  )
}

export const Controlled: Story = {
  render: (args) => <ControlledGameTabs {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Play by Play')
    await userEvent.click(canvas.getByRole('tab', { name: 'Box Score' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('box-score')
    await expect(canvas.getByRole('status', { name: 'Chosen tab' })).toHaveTextContent('box-score')
  },
}

// A store per story so one story's choice never leaks into another's first render.
function memoryStore(cached: { id: string; savedAt: number }) {
  const entries = new Map([['tabs:game', cached]])
  return {
    read: (key: string) => entries.get(key) ?? null,
    write: (key: string, value: { id: string; savedAt: number }) => void entries.set(key, value),
  }
}

function RememberedGameTabs(args: TabsProps) {
  // A choice of Shot Chart a minute ago outranks the default; no fragment, so the page's URL stays as it is.
  const [store] = useState(() => memoryStore({ id: 'shot-chart', savedAt: Date.now() - 60_000 }))
  const remembered = useRememberedTab({
    tabs: gameTabs,
    defaultTab: 'play-by-play',
    cacheKey: 'game',
    store,
    syncFragment: false,
  })
  return (
    <Tabs {...args} defaultValue={undefined} {...remembered}>
      <GamePanels />
    </Tabs>
  )
}

export const RememberedChoice: Story = {
  render: (args) => <RememberedGameTabs {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { selected: true })).toHaveTextContent('Shot Chart')
  },
}

export const Pills: Story = {
  args: { tabs: seasonTabs, defaultValue: tabId('Регуларни део сезоне') },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Фаза такмичења" variant="pills" />
      {seasonTabs.map((tab) => (
        <TabsContent key={tab.name} value={tabId(tab.name)}>
          {tab.name}
        </TabsContent>
      ))}
    </Tabs>
  ),
}

export const Links: Story = {
  render: (args) => (
    <TabLinks
      aria-label="League centre"
      activeTab="standings"
      onActiveTabClick={args.onActiveTabClick}
      tabs={[
        { name: 'Standings', href: '#standings' },
        { name: 'Leaders', href: '#leaders' },
        { name: 'Calendar', href: '#calendar' },
        { name: 'Playoff', href: '#playoff', disabled: true },
      ]}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: 'Standings' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await userEvent.click(current)
    await expect(args.onActiveTabClick).toHaveBeenCalledWith('standings')
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6">
      {(['underline', 'pills'] as const).map((variant) => (
        <Tabs key={variant} {...args} tabs={seasonTabs} defaultValue={tabId('Регуларни део сезоне')}>
          <TabsList aria-label={`Phases, ${variant}`} variant={variant} />
          {seasonTabs.map((tab) => (
            <TabsContent key={tab.name} value={tabId(tab.name)}>
              {tab.name}: {variant}
            </TabsContent>
          ))}
        </Tabs>
      ))}
      <TabLinks
        aria-label="Links, pills"
        variant="pills"
        activeTab="leaders"
        tabs={[
          { name: 'Standings', href: '#standings' },
          { name: 'Leaders', href: '#leaders' },
        ]}
      />
    </div>
  ),
}
