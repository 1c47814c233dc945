import React from 'react';
import Layout from '@theme/Layout';

/** The theme Layout must render its navbar and footer even with no children at all. */
export default function LayoutNoChildren(): React.ReactNode {
  return <Layout title="Layout without children" />;
}
