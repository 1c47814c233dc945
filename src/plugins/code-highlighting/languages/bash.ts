import './globalPrism';
import 'prismjs/components/prism-bash.js';
