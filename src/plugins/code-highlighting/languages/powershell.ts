import './globalPrism';
import 'prismjs/components/prism-powershell.js';
