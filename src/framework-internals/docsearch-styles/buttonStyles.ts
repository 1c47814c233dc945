/**
 * DocSearch's variables and search-button styles, bundled with the search button (README.md, entry
 * "docsearch-styles"). `@docsearch/css` declares no `exports` and its main file is the whole stylesheet (button,
 * modal and side panel); these two files of its `dist/` folder are the part every page needs, the modal's CSS being
 * linked when the modal first opens.
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
