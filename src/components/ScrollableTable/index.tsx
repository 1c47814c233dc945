/**
 * A Markdown table that keyboard users can scroll: Infima lets wide tables scroll
 * sideways, and a region that scrolls must be reachable with Tab (WCAG 2.1.1). The table
 * becomes focusable only while it is wider than its container, so narrow tables add no
 * tab stop.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrollable(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} {...(scrollable && {tabIndex: 0})} />;
}
