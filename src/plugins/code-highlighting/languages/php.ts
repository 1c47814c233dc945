import './globalPrism';
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-php.js';
