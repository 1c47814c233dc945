// Wrapper: Markdown tables that scroll sideways become reachable with the keyboard.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
