import './globalPrism';
import 'prismjs/components/prism-java.js';
