// Wrapper whose CSS module carries a marker for the CSS-order check (scripts/check-css-order.mjs). React pages that
// pass a title get the twitter:* card text, like docs and posts.
import React from 'react';
import Layout from '@theme-original/Layout';
import {useTitleFormatter} from '@site/src/framework-internals/theme-common-internal';
import TwitterCardText from '@site/src/components/TwitterCardText';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
// Imported for its side effect only: the stylesheet must land in the bundle after the client modules.
import './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/** Rendered inside the Layout: the title formatter's provider is set up by the Layout (the error page has no other). */
function PageTwitterCard({title, description}: {title: string; description?: string}): React.ReactNode {
  const {format} = useTitleFormatter();
  return <TwitterCardText title={format(title)} description={description} />;
}

export default function LayoutWrapper(props: Props): React.ReactNode {
  return (
    <Layout {...props}>
      {props.title && <PageTwitterCard title={props.title} description={props.description} />}
      {props.children}
    </Layout>
  );
}
