// Prism's language files extend a global `Prism`; point it at prism-react-renderer's
// instance before they run (ES modules run in import order).
import {Prism} from 'prism-react-renderer';

(globalThis as {Prism?: typeof Prism}).Prism = Prism;
