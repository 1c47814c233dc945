// Imported by the pages that have a block the browser highlights (remarkCodeImports adds it; React components that
// render <CodeBlock> import it themselves): Prism then arrives with the page's own JavaScript instead of after it.
import './browserCodeBlock';
