import { useId, useState, type ReactNode } from 'react';
import { toggleAccordionItem, type AccordionMode } from './accordion-state';
import { Icon } from './Icon';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  mode?: AccordionMode;
  /** Items open on first render. */
  initiallyOpen?: readonly string[];
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function Accordion({
  items,
  mode = 'multiple',
  initiallyOpen = [],
  headingLevel: Heading = 'h3',
}: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const baseId = useId();

  return (
    <div className="accordion">
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={isOpen ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={triggerId}
                className="accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleAccordionItem(current, item.id, mode))}
              >
                <span>{item.title}</span>
                <Icon name="chevron-down" size={20} className="accordion__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className="accordion__panel" hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
