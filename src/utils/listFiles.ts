// The site's one directory walker lives in scripts/lib/html-files.mjs (plain ESM, shared with the scripts).
export {listFiles} from '../../scripts/lib/html-files.mjs';
