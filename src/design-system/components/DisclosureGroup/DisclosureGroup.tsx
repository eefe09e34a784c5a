import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup as AriaDisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './DisclosureGroup.css';

export interface DisclosureEntry {
  id: string;
  title: string;
  content: ReactNode;
}

export interface DisclosureGroupProps {
  items: ReadonlyArray<DisclosureEntry>;
  /** Open entries at first; by default the first entry is open (the FAQ). */
  defaultExpandedKeys?: Iterable<Key>;
  allowsMultipleExpanded?: boolean;
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The open entries after each change (a panel whose content loads data can draw it only once opened). */
  onExpandedChange?: (keys: Set<Key>) => void;
  className?: string;
}

/** An accordion (the FAQ): each title is a heading holding a button that shows or hides its answer. */
export function DisclosureGroup({ items, defaultExpandedKeys, allowsMultipleExpanded = false, headingLevel = 3, onExpandedChange, className }: DisclosureGroupProps) {
  const firstId = items[0]?.id;
  return (
    <AriaDisclosureGroup
      defaultExpandedKeys={defaultExpandedKeys ?? (firstId ? [firstId] : [])}
      allowsMultipleExpanded={allowsMultipleExpanded}
      onExpandedChange={onExpandedChange}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <ChevronDownIcon className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </AriaDisclosureGroup>
  );
}
