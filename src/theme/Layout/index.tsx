// Exists for the CSS-order check (scripts/check-css-order.mjs): a no-op wrapper whose CSS module carries a marker.
import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
// Imported for its side effect only: the stylesheet must land in the bundle after the client modules.
import './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/** Renders the theme Layout unchanged. */
export default function LayoutWrapper(props: Props): React.ReactNode {
  return <Layout {...props} />;
}
