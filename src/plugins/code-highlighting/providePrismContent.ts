// Imported by the pages with a code block highlighted in the browser (see codeBlockSlot.ts).
import PrismContent from './prismContent';
import {providePrismContentComponent} from './codeBlockSlot';

providePrismContentComponent(PrismContent);
