/**
 * Registers the extra Prism languages most pages with code use, on prism-react-renderer's
 * Prism instance. Imported by src/theme/CodeBlock, so it runs once, before the first code
 * block renders. The rarer languages are imported by the pages that use them
 * (see remarkPrismLanguages.ts).
 */
import './languages/bash';
