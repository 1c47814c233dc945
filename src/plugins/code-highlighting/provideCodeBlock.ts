// Imported by the Markdown pages that contain code blocks (see codeBlockSlot.ts).
import CodeBlock from '@theme/CodeBlock';
import {provideCodeBlockComponent} from './codeBlockSlot';

provideCodeBlockComponent(CodeBlock);
