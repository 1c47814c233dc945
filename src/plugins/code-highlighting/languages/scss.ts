import './globalPrism';
import 'prismjs/components/prism-scss.js';
