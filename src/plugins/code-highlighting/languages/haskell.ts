import './globalPrism';
import 'prismjs/components/prism-haskell.js';
