// Every extra language, for highlighting at build time (static/highlight.ts), where page size does not matter.
import './bash';
import './diff';
import './haskell';
import './java';
import './latex';
import './matlab';
import './php';
import './powershell';
import './scss';
