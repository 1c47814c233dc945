import './globalPrism';
import 'prismjs/components/prism-latex.js';
