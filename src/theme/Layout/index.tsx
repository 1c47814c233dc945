// Wrapper whose CSS module carries a marker for the CSS-order check (scripts/check-css-order.mjs). React pages that
// pass a title get the twitter:* card text, like docs and posts.
import React from 'react';
import Layout from '@theme-original/Layout';
import {useTitleFormatter} from '@docusaurus/theme-common/internal';
import TwitterCardText from '@site/src/components/TwitterCardText';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
// Imported for its side effect only: the stylesheet must land in the bundle after the client modules.
import './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): React.ReactNode {
  const {format} = useTitleFormatter();
  return (
    <>
      {props.title && <TwitterCardText title={format(props.title)} description={props.description} />}
      <Layout {...props} />
    </>
  );
}
