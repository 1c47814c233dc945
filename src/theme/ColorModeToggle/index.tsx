import React, {type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import type {ColorMode} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ColorModeToggleType>;

function effectiveMode(choice: ColorMode | null): ColorMode {
  if (choice) return choice;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The ColorGenerator previews colours as inline CSS variables on <html>, which
 * win over the `[data-theme='dark']` rules; on every switch, put the colours
 * generated for the new mode in place (or remove the inline ones). The colour
 * code is loaded on the first switch, not with every page.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice: ColorMode | null) => {
        props.onChange(choice);
        const mode = effectiveMode(choice);
        void import('@site/src/components/ColorGenerator/preview').then(({applyStoredColors}) =>
          applyStoredColors(mode),
        );
      }}
    />
  );
}
