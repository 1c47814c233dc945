import './globalPrism';
import 'prismjs/components/prism-matlab.js';
