/**
 * Stands in for `@docsearch/react/style` (aliased in ../index.ts), which the theme's
 * Algolia SearchBar imports when its modal opens: links the modal stylesheet instead of
 * bundling all of DocSearch's CSS. The button styles are bundled by LocalDocSearch.
 */
import {loadModalStyle} from './loadModalStyle';

loadModalStyle().catch((error: unknown) => console.warn(error));
