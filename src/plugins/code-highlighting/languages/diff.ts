import './globalPrism';
import 'prismjs/components/prism-diff.js';
