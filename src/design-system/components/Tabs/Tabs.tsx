import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabEntry<K extends string = string> {
  id: K;
  label: string;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps<K extends string = string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<TabEntry<K>>;
  selectedKey?: K;
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K) => void;
  className?: string;
}

/** Sections shown one at a time (the operator console): arrow keys follow the reading direction, one panel in the page at once. */
export function Tabs<K extends string = string>({ label, tabs, selectedKey, defaultSelectedKey, onSelectionChange, className }: TabsProps<K>) {
  return (
    <AriaTabs
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultSelectedKey } : {})}
      onSelectionChange={(key) => onSelectionChange?.(String(key) as K)}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} isDisabled={tab.isDisabled} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
