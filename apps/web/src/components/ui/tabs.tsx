import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import './ui.css';

/** Styled Radix tabs: arrow keys move between tabs, and each panel is labelled by its tab. */
export const TabsRoot = (props: ComponentProps<typeof RadixTabs.Root>) => (
  <RadixTabs.Root {...props} className={`ui-tabs ${props.className ?? ''}`} />
);

export const TabsList = (props: ComponentProps<typeof RadixTabs.List>) => (
  <RadixTabs.List {...props} className={`ui-tabs__list ${props.className ?? ''}`} />
);

export const TabsTrigger = (props: ComponentProps<typeof RadixTabs.Trigger>) => (
  <RadixTabs.Trigger {...props} className={`ui-tabs__trigger ${props.className ?? ''}`} />
);

export const TabsContent = (props: ComponentProps<typeof RadixTabs.Content>) => (
  <RadixTabs.Content {...props} className={`ui-tabs__content ${props.className ?? ''}`} />
);
